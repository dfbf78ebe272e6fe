#!/usr/bin/env python3
"""English (British, Cornwall) volunteer surf lifesaving club committee chat:
Pentreath Bay SLSC getting ready for the summer season and a charity swim,
2026-05-04 .. 2026-06-07, +01:00 (BST).

Run `python3 _build.py` (from anywhere) to regenerate chat.jsonl and the label
files in this folder. Line format: see ../_chatgen.py.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from _chatgen import build, write_all  # noqa: E402

PEOPLE = {
    'Jess': (4419260375, False),     # club captain / chair; organised, "lovely", "sorted"
    'Kieran': (5302817469, False),   # patrol captain; surfer, lowercase, "mate", "reckon"
    'Tamsin': (6128405937, False),   # treasurer; precise, "fwiw", "tbf"
    'Dev': (7047193258, False),      # equipment officer; board nerd, "tbh"
    'Wenna': (3958204716, False),    # fundraising; the swim and the raffle; "!!", emoji
    'Graham': (5561938204, False),   # first-aid trainer, retired paramedic, 60s; full sentences
    'Alfie': (6694017325, False),    # 17, junior lifeguard; lowercase, Cornish slang
    'Codex': (7706125839, True),     # bot: terse, numbers
    'Claudie': (7819304652, True),   # bot: polite
}

SESSIONS = [
("2026-05-04 19:40", r"""
Jess: Evening all 👋 season prep chat. let's try and keep it to club stuff in here (ha)
Kieran: ha
Alfie: wasson everyone
Graham: Evening all.
#season Jess: First patrol is the bank holiday weekend, Sat 23rd. So just under three weeks to get the rota, kit and first aid sorted
#board_cracked Kieran: also bad news, the yellow board's got a crack right along the rail. took it out sunday and it was taking on water
Dev: Saw it in the container. It's done tbh, not worth patching a 12 year old board
#d_b1_p Dev: I've had my eye on the Tideway Patrol 10'6. Soft-top, really stable for the younger lot, £640 at Atlantic Edge in Newquay
#d_b1_a1 Jess: sounds sensible. Tamsin can we stretch to that?
#d_b1_a2 Tamsin: £640 is fine from the kit pot, just about. go for it
#d_b1_a3 Kieran: tideway's grand, used one at Polzeath last summer 👍
#d_b1_ok Jess: Tideway it is then
#t_ring Dev: I'll ring Atlantic Edge tomorrow and get one put by
#grant_info Tamsin: fwiw there's a Coastal Communities kit grant open at the moment, could cover a chunk of it
#t_grant Tamsin: I'll get the application in before the deadline on the 15th
Jess: legend
#n_drone_p Alfie: we should get a drone for spotting rips, saw a club in wales doing it on insta
#n_drone_no >n_drone_p Jess: love the enthusiasm Alf but not this year, we can barely afford one board 😅
Alfie: fair
"""),
("2026-05-05 12:50", r"""
#t_ring_done Dev: Rang Atlantic Edge. Tideway's out of stock till August, apparently the whole batch went to the RNLI
>t_ring_done Jess: ah bums
Kieran: august is useless, season's half gone by then
#n_jetski Kieran: could just get a jet ski and call it a rescue board
>n_jetski Tamsin: sure, I'll just find £9k down the back of the sofa
#harbourline Dev: Kernow Rescue Supplies in Hayle have a Harbourline HR-11 in stock. 11ft, fibreglass, quicker than the Tideway. £720
Tamsin: £80 more. doable, especially if the grant comes through
Jess: have a think and we'll decide tomorrow eve
"""),
("2026-05-05 20:30", r"""
#d_rota_p Kieran: rota idea. two shifts each weekend day and bank hols, 10-2 and 2-6, min 3 qualified per shift. starting sat 23rd
#d_rota_obj >d_rota_p Graham: Three is too thin for a bank holiday, Kieran. The beach was rammed last August and we had two casualties at once.
#d_rota_r Kieran: fair. 4 per shift on bank holiday weekends then, 3 the rest
#d_rota_g Graham: That I can live with.
#d_rota_a1 Jess: sgtm
#d_rota_a2 Tamsin: 👍
#t_rota Kieran: I'll have a draft up in the sheet by sunday
#nt_avail Kieran: everyone put your availability in by friday pls or you get the 6am litter pick
Alfie: there's no 6am litter pick
Kieran: there is now
"""),
("2026-05-06 20:15", r"""
#d_b2_p Jess: Right, board. Harbourline? Dev you're the expert
#d_b2_dev Dev: I'd go Harbourline. Nothing else decent in stock before the season
#d_b2_a1 Kieran: yes mate, the HR-11 flies
#d_b2_a2 Tamsin: ok. £720, I'll earmark it
#d_b2_ok Jess: Harbourline HR-11 then 🙌
#t_dep Dev: I'll pop over to Hayle Friday and put the deposit down
Wenna: ok SWIM CHAT 🏊‍♀️🏊‍♀️
#d_swim1_p Wenna: charity swim on Saturday 30th May, 10am from the slipway. checked the tides, it's a nice mid-tide morning
#d_swim1_a1 Jess: love it
#d_swim1_a2 Graham: Works for me.
#d_swim1_a3 Kieran: 30th 👍 we'll have the patrol lot on the water anyway
#d_swim1_ok Wenna: yay, 30th it is!!
#t_page Wenna: I'll get the entry page up on SplashGiving by Friday
#d_fete_p Wenna: ooh and the harbour fete is the Saturday before, the 23rd. we could do a stall, sign people up for the swim and shake a bucket?
#d_fete_a1 Alfie: i'm in, i'll be on the bucket
#d_fete_a2 Jess: yes good shout
#d_fete_ok Wenna: stall it is ✅ pitches are a tenner on the day
#nt_nightswim Wenna: one day I want to do a proper full-moon swim, how magical would that be
Kieran: cold is what it'd be
"""),
("2026-05-07 21:30", r"""
Alfie: nplq assessment is the 19th 😬
Graham: You'll be fine. Just remember to check for danger before you go charging in.
#nt_pasty Alfie: if i pass first time i'm buying everyone a pasty
Kieran: holding you to that
Tamsin: screenshotted
Dev: large steak one please
"""),
("2026-05-08 17:20", r"""
#t_page_done Wenna: swim page is LIVE!! 🎉 splashgiving.co.uk/pentreath-swim
#page_info Wenna: £15 adults, £8 under 16s (12+ with an adult in the water), capped at 60
#nt_fb_done Wenna: and I've already shared it on the village facebook page 💙
Jess: amazing
>t_page_done Graham: Entered. My granddaughter's doing it with me.
#t_dep_re Dev: couldn't get over to Hayle today, they shut at 4 on Fridays. I'll do the deposit Monday
Tamsin: no stress
"""),
("2026-05-09 07:40", r"""
Kieran: [photo]
Kieran: dawny at the bay, glassy and chest high 🤙
Dev: some of us have jobs
Kieran: it's saturday dev
Dev: some of us have kids with swimming lessons on saturday
Wenna: jealous!!
"""),
("2026-05-10 18:00", r"""
#t_rota_done Kieran: rota draft's up in the sheet. 19 weekends, bank hols have 4 a shift like Graham said
Kieran: shout if you can't do yours, swaps are fine just sort it between you and tell me
Graham: Thank you Kieran, looks tidy.
#t_bot_shifts_q Jess: @Codex can you work out how many shifts each of our 14 patrol members ends up with? 19 weekends, 2 shifts a day, 3 per shift, but 4 per shift on the two bank holiday weekends (Sat Sun Mon)
#t_bot_shifts Codex: On it.
#t_bot_shifts_done Codex: 38 weekend days + 2 bank hol Mondays = 40 days, 80 shifts.\n- 34 normal days × 2 × 3 = 204 slots\n- 6 bank hol days × 2 × 4 = 48 slots\nTotal 252 slots ÷ 14 = 18 shifts each (72 hours).
#nt_bot_tides Codex: Can also pull a tide table for each patrol day if useful.
Kieran: 18 each is fine, that's basically every other weekend
Alfie: 72 hours 😳
Wenna: that's like two episodes of Bake Off a day
"""),
("2026-05-11 19:10", r"""
#d_fa_p Graham: First aid refresher. I propose Saturday 16th, 9.30 till 1, at the clubhouse. CPR, AED, spinal, and everyone has a go on the oxygen kit.
#d_fa_p2 Graham: I'd also like it to be compulsory for anyone on the rota. No refresher, no patrol.
#d_fa_a1 Jess: agree 100%
#d_fa_a2 Kieran: yep fair. no refresher no patrol 👍
#d_fa_a3 Wenna: sat 16th fine for me!
#d_fa_ok Jess: Sorted then, Sat 16th 9.30, compulsory
#t_manikins Graham: I'll borrow the CPR manikins and the AED trainer from the county first aid store by Thursday.
#t_email Jess: I'll email the whole patrol list tonight so nobody can say they didn't know
#nt_gazebo Graham: I can bring my gazebo in case we do the scenarios outside.
#nt_gazebo_no >nt_gazebo Jess: no need G, we'll do it all inside the clubhouse, forecast's grim anyway
#t_dep_re2 Dev: btw Hayle didn't happen today either, work's mental. this week for sure
#n_q_nplq Alfie: does the refresher count towards the nplq renewal thing
Graham: It does, same as last year.
"""),
("2026-05-12 08:15", r"""
#t_email_done Graham: Morning. Jess's email about Saturday came through fine, I've had 11 replies already.
Graham: Two of the juniors asked if they need to bring anything. Just a pen and a packed lunch.
Alfie: do i need to bring anything
Graham: Read the message above, Alfie.
Alfie: 😂 sorry
"""),
("2026-05-12 20:40", r"""
#d_bbq_p Alfie: can we do a bbq on the beach after the swim? for swimmers and helpers
#d_bbq_a1 Jess: ooh yes, nice way to say thanks
#d_bbq_a2 Wenna: YES
#d_bbq_a3 Kieran: go on then
#t_bbq Jess: I'll ask the rugby club at training Thursday if we can borrow their big bbq
#d_split_p Jess: while we're all here. money from the swim: I think half to the club kit fund and half to the Kernow Air Ambulance Trust. they flew two of our casualties last year
#d_split_obj >d_split_p Dev: I'd rather it all went to kit tbh. we need a second board and new radios, half isn't much
#d_split_r Tamsin: if the grant comes through the board's mostly covered, and we look a lot better to the village doing half for the air ambulance
#d_split_a1 Graham: 50/50 gets my vote. The air ambulance crew earned it.
#d_split_dev Dev: fine. if the grant lands I'm happy with 50/50
#d_split_a2 Wenna: 50/50 🙌 looks great on the page too
"""),
("2026-05-13 19:30", r"""
#d_raffle_p Wenna: RAFFLE!! thinking we sell tickets for the next 3 weeks, online and in the cafe and at the fete, draw it at the swim. £2 a ticket or 3 for £5
#d_raffle_obj >d_raffle_p Tamsin: hold on. if we sell tickets in advance like that it's a society lottery and we'd have to register with the council first. that takes weeks
Wenna: noooo really?
#d_raffle_t Tamsin: if we only sell on the day at the swim and draw it there, it counts as incidental, no licence needed. that's what the rugby club do at their fun day
#d_raffle_w Wenna: ugh fine, on the day only then. still £2 or 3 for £5?
#d_raffle_a1 Tamsin: yep that's fine
#d_raffle_a2 Jess: 👍 on the day only, drawn at the swim
#t_tickets Tamsin: I'll order a couple of cloakroom ticket books tonight
#t_prizes Wenna: and I'll go round the shops for prizes this week!
#bot_raffle_q Wenna: @Codex if we've got 60 swimmers plus people watching, what might a raffle on the day bring in?
#bot_raffle_a Codex: Typical on-the-day uptake ~1.5 strips per entrant, 1 per spectator group.\n60 × 1.5 × £5 = £450\n~40 spectator groups × £5 = £200\nEstimate £550-650.
#n_bot_pound Codex: Recommend £1 single tickets too. Lower entry point lifts uptake.
#n_bot_pound_r >n_bot_pound Wenna: nah £2 keeps it simple, we're not doing change for pound coins all morning
"""),
("2026-05-14 18:10", r"""
#t_manikins_done Graham: Collected 4 adult manikins, the baby one, the AED trainer and a bag of face shields from the county store. All in the clubhouse cupboard.
Jess: ta G
Kieran: is the baby one still creepy
Graham: Resusci Baby sends her regards.
Alfie: 💀
"""),
("2026-05-15 16:00", r"""
#t_grant_done Tamsin: grant application in ✅ they say decision by Monday, it's one of their quick-turnaround pots
Jess: brilliant, thanks T
#nt_insurance Tamsin: also paid the club insurance renewal this morning while I was in admin mode
#nt_kit Dev: I'll sort the kit cupboard out at some point, it's carnage in there
>nt_kit Kieran: "at some point" 😂
"""),
("2026-05-16 13:20", r"""
Graham: Thanks all for this morning. 17 through, everyone signed off.
Wenna: my arms are dead from the compressions
Alfie: resusci baby stared into my soul
Jess: cracking session Graham, thank you
Kieran: [photo]
Kieran: Dev trying to put the oxygen mask on upside down
Dev: it was a test. of you
"""),
("2026-05-17 10:05", r"""
Alfie: [photo]
Alfie: seal in the harbour this morning!!
Wenna: omg hello
Graham: That'll be Sammy. He's been hanging round the fish quay for years.
Kieran: swell's picking up for next weekend btw, 3-4ft and clean
"""),
("2026-05-18 12:40", r"""
#grant_ok Tamsin: GRANT'S APPROVED 🎉 75% of the board cost
#grant_catch Tamsin: catch: it only covers kit on the approved rescue equipment list. the Harbourline isn't on it, I checked twice
Jess: ahh typical
#guardian Dev: Seacraft Guardian 10'8 is on the list. £690, Kernow Rescue have two in
#d_b3_p Dev: so I say we go Guardian. 75% of £690 covered is a no-brainer
#d_b3_obj >d_b3_p Kieran: guardian's a bit of a barge mate, had a go on one at Fistral. the HR-11's way quicker on a rescue
#d_b3_r Tamsin: a barge with 75% off vs a quick one at full price that the kit pot can't really afford
#d_b3_k Kieran: ...yeah ok fair. free money is free money. guardian
#d_b3_a1 Jess: Guardian it is 👍
#d_b3_a2 Graham: Stability matters more than speed for the juniors anyway.
#t_dep_drop Dev: good job I never made it to Hayle for that deposit then 😅
#t_order Dev: I'll order the Guardian first thing tomorrow
#d_split_dev2 >d_split_p Dev: and the grant's in so fair enough, 50/50 on the swim money
Wenna: 🙌
"""),
("2026-05-19 17:45", r"""
#t_order_done Dev: Guardian ordered, £690. Kernow Rescue are dropping it at the clubhouse next Friday, the 29th
#board_pay Tamsin: invoice received. grant pays them their 75% direct, we pay £172.50
Alfie: PASSED MY NPLQ 🎉🎉
Graham: Well done lad.
Kieran: pasties on you then
Alfie: ...payday's friday
#fete_issue Wenna: ok so the fete stall. thinking about it, swim signups are all online anyway and we can't sell raffle tickets there now
#fete_issue2 Kieran: and the 23rd is first patrol day, I need every body on the beach not at the harbour
#d_fete_drop_p Jess: let's not bother with the fete stall then
#d_fete_drop_a1 Wenna: yeah agreed, no stall
Alfie: 👍 was gonna be elite on the bucket but fair
"""),
("2026-05-20 21:10", r"""
#t_prizes_hand Wenna: help 😩 work are sending me to Bristol Thursday till the 1st. I've only got Trewin's so far for raffle prizes. could someone take over going round the shops?
#t_prizes_alfie >t_prizes_hand Alfie: i'll do it, i'm in town every day after college anyway
Wenna: ALFIE you star. Trewin's said a pasty hamper, the list of who I was going to ask is in the drive
Alfie: sound
"""),
("2026-05-21 19:50", r"""
#d_route_p Kieran: swim route. I don't want anyone going round the point, the rip off there is nasty on a dropping tide. 800m loop inside the cove, two big orange buoys, start and finish on the slipway
#d_route_a1 Graham: Agreed. Much easier to cover.
#d_route_a2 Jess: yes please, loop in the cove
#d_route_a3 Wenna: (from bristol) 👍 loop is better for spectators too
#t_bot_brief_q Jess: @Claudie could you draft a short safety briefing for the swimmers? 800m loop inside the cove, 2 orange buoys, wetsuits recommended, patrol boards and the IRB on the water, raise an arm if in trouble
#t_bot_brief Claudie: Of course, I'll draft that for you now.
#t_bot_brief_done Claudie: Here's a draft:\n1. Welcome, and thank you for supporting Pentreath Bay SLSC.\n2. The course is an 800m loop inside the cove, keeping both orange buoys on your left.\n3. Wetsuits are strongly recommended; the water is around 13°C.\n4. Lifeguards on boards and in the IRB will be on the water throughout.\n5. If you need help, stop, roll onto your back and raise one arm.\n6. Please check in with a marshal at the finish so we can count everyone back.
#n_bot_waves Claudie: You might also consider a staggered start in two waves, to keep the first buoy less crowded.
#n_bot_waves_r >n_bot_waves Kieran: it's 50 odd people in a cove, one start's fine
#nt_bot_press Claudie: I could also write a short piece for the Porthallan Gazette, if that would help.
Jess: that briefing's perfect, thanks Claudie
"""),
("2026-05-22 21:15", r"""
Wenna: [photo]
Wenna: bristol harbour is NOT pentreath 😭
Jess: come home
Wenna: 10 more sleeps
Kieran: big weekend tomorrow all, suncream for the chair shifts and drink some water
"""),
("2026-05-23 18:30", r"""
Kieran: first patrol done ✅ two lost kids, one bluebottle sting, one inflatable unicorn recovered
Jess: the unicorn!!
Alfie: i rescued the unicorn
Graham: How did you treat the sting?
Kieran: hot water like you showed us
Graham: Good.
Kieran: outboard on the IRB was coughing a bit mind
#t_outboard Kieran: i'll take it to the marina tuesday for a service
"""),
("2026-05-24 15:10", r"""
Alfie: [photo]
Alfie: beach is RAMMED
Dev: 4 a shift was the right call Graham
Graham: I did say.
#nt_flags Alfie: i can put the flags back in the container tonight
#nt_flags_r >nt_flags Kieran: done it already mate, go home
"""),
("2026-05-26 20:20", r"""
#d_swim2_p Wenna: swim news from Bristol!! It's Saturday 6th June, 11am start, registration on the slipway from 10. the harbourmaster's boat is out on the gig regatta all day on the 30th so we'd have no safety boat
#d_swim2_a1 Graham: Saturday 6th is fine for me.
#d_swim2_a2 Kieran: 6th works, tide's better for the cove that morning too tbh
#d_swim2_a3 Jess: 11am on the 6th 👍
#d_swim2_page Wenna: page says the 6th already and I've emailed everyone who's entered 💌
Tamsin: 👍
"""),
("2026-05-27 19:00", r"""
#t_prizes_done Alfie: raffle prizes sorted 😎 7 altogether:\n- surf lesson for 2 (atlantic edge)\n- trewin's pasty hamper\n- £30 voucher for cove kitchen\n- wetsuit hire for a week (surf shack)\n- bottle of gin (the lugger)\n- framed print from the gallery on fore st\n- a dog wash lol (paws & claws)
Wenna: ALFIE 😭😭 legend
>t_prizes_done Jess: the dog wash 😂
#t_tickets_done Tamsin: ticket books arrived too. 2 books, 500 tickets, pink and green
#t_outboard_re Kieran: outboard still hasn't been to the marina, work's had me on lates. this week though
"""),
("2026-05-28 18:40", r"""
#bbq_issue Jess: bbq news, not great. council notice says no barbecues on Pentreath beach from 1 June, new byelaw after last summer's fires
#d_bbq_drop_p Jess: so let's scrap the bbq. good job I never got round to asking the rugby club for theirs
#d_bbq_drop_a1 Alfie: nooo 😭 ok
#d_bbq_drop_a2 Wenna: sad but yeah, no bbq
#n_pub_p Kieran: could all go to the Lugger after instead?
#n_pub_no >n_pub_p Jess: people will do that anyway, doesn't need organising lol
"""),
("2026-05-29 16:30", r"""
#board_arrived Dev: Guardian's here!!
Dev: [photo]
Kieran: ok it's nicer than I remember. still a barge
Graham: A handsome barge.
Alfie: can i take it out tomorrow
Dev: wax it first
"""),
("2026-05-30 19:10", r"""
Jess: gig regatta looked amazing from the beach. harbour was absolute chaos
Kieran: patrol was dead quiet, everyone was at the harbour
#entries Wenna: back from bristol monday! entries at 47 💪
Tamsin: 47 at roughly £13 average is about £600 before the raffle
#nt_receipts Tamsin: anyone who's bought stuff for the swim, receipts to me by Sunday pls
"""),
("2026-06-01 20:00", r"""
Wenna: I'M BACK 🙋‍♀️
#n_q_juniors Alfie: are us juniors allowed to swim it or do we just help out?
#n_q_juniors_r >n_q_juniors Wenna: page says 12+ with an adult, you're 17 you plum, you can swim it!
#n_big_hyp Alfie: what happens if the surf's massive on saturday
#n_big_r Kieran: then we call it on the morning. cross that bridge
#n_fancy_p Wenna: should we do fancy dress for the swim??
#n_fancy_no >n_fancy_p Tamsin: in 13 degree water? they'll all be in wetsuits
Wenna: fair point 😂
#nt_swim_bet Kieran: if we raise 2 grand I'm doing the swim in a mankini
Jess: please no
Tamsin: now I want to raise 2 grand
"""),
("2026-06-03 19:15", r"""
#n_two_boards_p Dev: while we're buying stuff, shall we get a second Guardian off the back of the swim money?
#n_two_boards_no >n_two_boards_p Tamsin: let's see what we actually raise first Dev
Dev: 😒 fine
Jess: who's around saturday from 9?
Graham: Me, with the first aid kit and a flask.
Tamsin: yep, registration table
Alfie: me
Kieran: on the water from half 9
"""),
("2026-06-06 09:20", r"""
Wenna: buoys are out!! 🟠🟠
Kieran: water's glassy, perfect
+40m Tamsin: registration queue already 😅
+60m Jess: and they're off!!
Jess: [photo]
+35m Graham: All swimmers back and counted. One mild cramp, one very cold gentleman, both fine.
+40m #raffle_drawn Wenna: raffle drawn! the dog wash went to the vicar 😂
Alfie: the vicar's dog is massive as well
"""),
("2026-06-07 17:30", r"""
#totals Tamsin: swim totals: 52 swimmers (40 adults, 12 under 16s), entries £696, raffle £484, bucket £96. total £1,276
#totals2 Tamsin: so £638 each to the kit fund and the air ambulance
Jess: amazing work everyone 🥹
#t_thanks Jess: I'll do the thank-you post and send the air ambulance their half on Monday
#t_outboard_re2 Kieran: and the outboard's going to the marina this week, promise
>t_outboard_re2 Dev: we've heard that one 😂
Wenna: so proud of this club honestly
Kieran: still waiting on those pasties alfie
Alfie: payday's friday 🙃
"""),
]

DECISIONS = [
    dict(id='d1', text='Replace the cracked board with a Tideway Patrol 10\'6 soft-top, £640 from Atlantic Edge',
         stated=['d_b1_p', 'd_b1_a1', 'd_b1_a2', 'd_b1_a3', 'd_b1_ok'],
         agreed_by=['Dev', 'Jess', 'Tamsin', 'Kieran'], objected_by=[],
         status='superseded', superseded_by='d2', changed_at=['d_b2_dev', 'd_b2_ok']),
    dict(id='d2', text='Tideway out of stock till August, so buy a Harbourline HR-11 (11ft fibreglass), £720 from Kernow Rescue Supplies',
         stated=['d_b2_p', 'd_b2_dev', 'd_b2_a1', 'd_b2_a2', 'd_b2_ok'],
         agreed_by=['Jess', 'Dev', 'Kieran', 'Tamsin'], objected_by=[],
         status='superseded', superseded_by='d3', changed_at=['d_b3_p', 'd_b3_a1']),
    dict(id='d3', text='Grant only covers approved kit, so buy a Seacraft Guardian 10\'8, £690, grant pays 75%',
         stated=['d_b3_p', 'd_b3_r', 'd_b3_k', 'd_b3_a1', 'd_b3_a2', 't_order_done'],
         agreed_by=['Dev', 'Tamsin', 'Kieran', 'Jess', 'Graham'], objected_by=['Kieran'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d4', text='Charity swim on Saturday 30 May, 10am from the slipway',
         stated=['d_swim1_p', 'd_swim1_a1', 'd_swim1_a2', 'd_swim1_a3', 'd_swim1_ok'],
         agreed_by=['Wenna', 'Jess', 'Graham', 'Kieran'], objected_by=[],
         status='superseded', superseded_by='d5', changed_at=['d_swim2_p', 'd_swim2_a3']),
    dict(id='d5', text='Charity swim on Saturday 6 June, 11am start, registration from 10 (no safety boat on the 30th; stated with no word for a change)',
         stated=['d_swim2_p', 'd_swim2_a1', 'd_swim2_a2', 'd_swim2_a3', 'd_swim2_page'],
         agreed_by=['Wenna', 'Graham', 'Kieran', 'Jess'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d6', text='Patrol rota from Sat 23 May: weekends and bank holidays, shifts 10-2 and 2-6, 3 qualified per shift, 4 on bank holiday weekends',
         stated=['d_rota_p', 'd_rota_r', 'd_rota_g', 'd_rota_a1', 'd_rota_a2'],
         agreed_by=['Kieran', 'Graham', 'Jess', 'Tamsin'], objected_by=['Graham'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d7', text='First-aid refresher Sat 16 May, 9.30-1 at the clubhouse (Graham); compulsory for anyone on the rota',
         stated=['d_fa_p', 'd_fa_p2', 'd_fa_a1', 'd_fa_a2', 'd_fa_a3', 'd_fa_ok'],
         agreed_by=['Graham', 'Jess', 'Kieran', 'Wenna'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d8', text='Raffle: £2 a ticket or 3 for £5, sold only on the day at the swim and drawn there (no advance sales, no licence needed)',
         stated=['d_raffle_p', 'd_raffle_t', 'd_raffle_w', 'd_raffle_a1', 'd_raffle_a2'],
         agreed_by=['Wenna', 'Tamsin', 'Jess'], objected_by=['Tamsin'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d9', text='Swim money split 50/50 between the club kit fund and the Kernow Air Ambulance Trust',
         stated=['d_split_p', 'd_split_r', 'd_split_a1', 'd_split_dev', 'd_split_a2', 'd_split_dev2'],
         agreed_by=['Jess', 'Tamsin', 'Graham', 'Dev', 'Wenna'], objected_by=['Dev'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d10', text='Swim course: 800m loop inside the cove round two orange buoys, start and finish on the slipway (not round the point)',
         stated=['d_route_p', 'd_route_a1', 'd_route_a2', 'd_route_a3'],
         agreed_by=['Kieran', 'Graham', 'Jess', 'Wenna'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d11', text='Beach barbecue after the swim for swimmers and helpers',
         stated=['d_bbq_p', 'd_bbq_a1', 'd_bbq_a2', 'd_bbq_a3'],
         agreed_by=['Alfie', 'Jess', 'Wenna', 'Kieran'], objected_by=[],
         status='dropped', superseded_by=None, changed_at=['d_bbq_drop_p', 'd_bbq_drop_a2']),
    dict(id='d12', text='Club stall at the harbour fete on Sat 23 May (swim sign-ups, bucket)',
         stated=['d_fete_p', 'd_fete_a1', 'd_fete_a2', 'd_fete_ok'],
         agreed_by=['Wenna', 'Alfie', 'Jess'], objected_by=[],
         status='dropped', superseded_by=None, changed_at=['d_fete_drop_p', 'd_fete_drop_a1']),
]

NON_DECISIONS = [
    (['n_drone_p', 'n_drone_no'], 'proposal not taken up'),      # drone for spotting rips
    (['n_jetski'], 'joke'),                                       # jet ski as a rescue board
    (['n_q_nplq'], 'question'),                                   # does the refresher count for the NPLQ
    (['n_bot_pound', 'n_bot_pound_r'], 'bot suggestion ignored'),  # Codex: £1 tickets
    (['n_bot_waves', 'n_bot_waves_r'], 'bot suggestion ignored'),  # Claudie: staggered start
    (['n_pub_p', 'n_pub_no'], 'proposal not taken up'),          # the Lugger instead of the bbq
    (['n_big_hyp', 'n_big_r'], 'hypothetical'),                  # if the surf's massive
    (['n_fancy_p', 'n_fancy_no'], 'proposal not taken up'),      # fancy dress
    (['n_two_boards_p', 'n_two_boards_no'], 'proposal not taken up'),  # second Guardian
    (['n_q_juniors', 'n_q_juniors_r'], 'question'),              # can juniors swim it or only help
]

TODOS = [
    dict(id='t1', owner='Dev', task='Ring Atlantic Edge about the Tideway and get one put by',
         taken=['t_ring'], due='2026-05-05', status='done', closed_by=['t_ring_done'], handed_to=None),
    dict(id='t2', owner='Tamsin', task='Submit the Coastal Communities kit grant application (deadline 15 May)',
         taken=['t_grant'], due='2026-05-15', status='done', closed_by=['t_grant_done'], handed_to=None),
    dict(id='t3', owner='Dev', task='Go to Hayle and put the deposit down on the Harbourline',
         taken=['t_dep', 't_dep_re', 't_dep_re2'], due='2026-05-08', status='dropped',
         closed_by=['d_b3_a1', 't_dep_drop'], handed_to=None),
    dict(id='t4', owner='Dev', task='Order the Seacraft Guardian from Kernow Rescue',
         taken=['t_order'], due='2026-05-19', status='done', closed_by=['t_order_done'], handed_to=None),
    dict(id='t5', owner='Kieran', task='Draft the patrol rota in the shared sheet',
         taken=['t_rota'], due='2026-05-10', status='done', closed_by=['t_rota_done'], handed_to=None),
    dict(id='t6', owner='Graham', task='Borrow CPR manikins and the AED trainer from the county first-aid store',
         taken=['t_manikins'], due='2026-05-14', status='done', closed_by=['t_manikins_done'], handed_to=None),
    dict(id='t7', owner='Jess', task='Email the whole patrol list about the compulsory refresher',
         taken=['t_email'], due='2026-05-11', status='done', closed_by=['t_email_done'], handed_to=None),
    dict(id='t8', owner='Wenna', task='Put the swim entry page up on SplashGiving',
         taken=['t_page'], due='2026-05-08', status='done', closed_by=['t_page_done'], handed_to=None),
    dict(id='t9', owner='Wenna', task='Go round local shops for raffle prizes (handed to Alfie when Wenna went to Bristol)',
         taken=['t_prizes', 't_prizes_alfie'], due='2026-05-17', status='done',
         closed_by=['t_prizes_done'], handed_to='Alfie'),
    dict(id='t10', owner='Codex', task='Work out how many shifts each of the 14 patrol members gets',
         taken=['t_bot_shifts'], due='', status='done', closed_by=['t_bot_shifts_done'], handed_to=None),
    dict(id='t11', owner='Claudie', task='Draft a safety briefing for the swimmers',
         taken=['t_bot_brief'], due='', status='done', closed_by=['t_bot_brief_done'], handed_to=None),
    dict(id='t12', owner='Jess', task='Ask the rugby club to lend their big barbecue',
         taken=['t_bbq'], due='2026-05-14', status='dropped', closed_by=['d_bbq_drop_p'], handed_to=None),
    dict(id='t13', owner='Tamsin', task='Order cloakroom raffle ticket books',
         taken=['t_tickets'], due='2026-05-13', status='done', closed_by=['t_tickets_done'], handed_to=None),
    dict(id='t14', owner='Kieran', task='Take the IRB outboard to the marina for a service',
         taken=['t_outboard', 't_outboard_re', 't_outboard_re2'], due='2026-05-26', status='open',
         closed_by=[], handed_to=None),
    dict(id='t15', owner='Jess', task='Post the thank-you and send the air ambulance their half',
         taken=['t_thanks'], due='2026-06-08', status='open', closed_by=[], handed_to=None),
]

NON_TODOS = [
    (['nt_avail'], 'instruction to others'),        # availability in by Friday
    (['nt_nightswim'], 'vague wish'),               # full-moon swim one day
    (['nt_pasty'], 'banter promise'),               # pasties if I pass
    (['nt_fb_done'], 'already done'),               # shared on the village facebook page
    (['nt_bot_tides'], 'bot offer not taken up'),   # Codex: tide table
    (['nt_gazebo', 'nt_gazebo_no'], 'offer declined'),  # Graham's gazebo
    (['nt_insurance'], 'already done'),             # insurance renewal paid
    (['nt_kit'], 'vague promise'),                  # kit cupboard at some point
    (['nt_bot_press'], 'bot offer not taken up'),   # Claudie: piece for the Gazette
    (['nt_flags', 'nt_flags_r'], 'already done by someone else'),  # flags already put away
    (['nt_receipts'], 'instruction to others'),     # receipts to me by Sunday
    (['nt_swim_bet'], 'banter promise'),            # mankini at 2 grand
]

QUESTIONS = [
    # ---- changed
    ('Which rescue board is the club actually getting in the end?',
     ['d_b3_p', 'd_b3_a1', 't_order_done'],
     'A Seacraft Guardian 10\'8 at £690, with the grant paying 75% (after the Tideway and then the Harbourline fell through)', 'changed'),
    ('What was the very first board we agreed to buy?',
     ['d_b1_p', 'd_b1_ok'], 'A Tideway Patrol 10\'6 soft-top, £640 from Atlantic Edge in Newquay', 'changed'),
    ('Why did we not go ahead with the Harbourline in the end?',
     ['grant_catch', 'd_b3_p'],
     'The grant only covers kit on the approved rescue equipment list and the Harbourline is not on it', 'changed'),
    ('What went wrong with getting the Tideway?',
     ['t_ring_done', 'd_b2_dev'], 'Atlantic Edge had none until August (the batch went to the RNLI), so we went for the Harbourline', 'changed'),
    ('What day and time is the charity swim now?',
     ['d_swim2_p', 'd_swim2_a3'], 'Saturday 6 June, 11am start, registration on the slipway from 10', 'changed'),
    ('When was the swim first meant to be?',
     ['d_swim1_p', 'd_swim1_ok'], 'Saturday 30 May at 10am from the slipway', 'changed'),
    ('Is there still going to be a barbecue for everyone once the swimming is done?',
     ['d_bbq_p', 'bbq_issue', 'd_bbq_drop_p'],
     'No, the barbecue was scrapped: a council byelaw bans barbecues on Pentreath beach from 1 June', 'changed'),
    ('Is the club having a stall at the harbour fete?',
     ['d_fete_p', 'd_fete_drop_p', 'd_fete_drop_a1'],
     'No. It was agreed, then dropped: sign-ups are online, raffle tickets cannot be sold in advance, and the 23rd is the first patrol day', 'changed'),
    # ---- owner
    ('Who ended up collecting the raffle prizes from the shops?',
     ['t_prizes', 't_prizes_hand', 't_prizes_alfie', 't_prizes_done'],
     'Alfie (Wenna started, then handed it over when work sent her to Bristol)', 'owner'),
    ('Who got hold of the CPR dummies for the refresher?',
     ['t_manikins', 't_manikins_done'], 'Graham, from the county first-aid store', 'owner'),
    ('Who put together the lifeguards\' shift schedule?',
     ['t_rota', 't_rota_done'], 'Kieran', 'owner'),
    ('Which of us did the sums on everyone\'s share of patrol duty?',
     ['t_bot_shifts_q', 't_bot_shifts_done'], 'Codex (the bot): 18 shifts each', 'owner'),
    ('Who wrote the first version of the swimmers\' safety talk?',
     ['t_bot_brief_q', 't_bot_brief_done'], 'Claudie (the bot)', 'owner'),
    # ---- status
    ('Did Dev ever pay a deposit on the Harbourline?',
     ['t_dep', 't_dep_re2', 't_dep_drop'], 'No, he never got to Hayle, and the Harbourline was dropped for the Guardian', 'status'),
    ('Has the new board been ordered?',
     ['t_order', 't_order_done'], 'Yes, Dev ordered the Guardian on 19 May; it was delivered to the clubhouse on the 29th', 'status'),
    ('Has the IRB engine been serviced yet?',
     ['t_outboard', 't_outboard_re', 't_outboard_re2'], 'Not yet: Kieran keeps saying this week but it has not been to the marina', 'status'),
    ('Has the air ambulance received its share?',
     ['totals2', 't_thanks'], 'Not yet; Jess says she will send their half (£638) on Monday', 'status'),
    ('Did the email about the refresher go out to everyone?',
     ['t_email', 't_email_done'], 'Yes, Graham confirmed it arrived and he had 11 replies the next morning', 'status'),
    ('Did the grant application get submitted?',
     ['t_grant', 't_grant_done', 'grant_ok'], 'Yes, Tamsin submitted it on 15 May and it was approved on the 18th (75%)', 'status'),
    # ---- single
    ('How much are raffle tickets?',
     ['d_raffle_p', 'd_raffle_w'], '£2 each or 3 for £5', 'single'),
    ('How long is the swim course?',
     ['d_route_p'], '800m, a loop inside the cove', 'single'),
    ('What share of the swim money goes to the air ambulance?',
     ['d_split_p', 'd_split_dev2'], 'Half (50/50 with the club kit fund)', 'single'),
    ('What part of the board price does the grant pay?',
     ['grant_ok', 'board_pay'], '75%', 'single'),
    ('How many lifeguards per shift on a bank holiday weekend?',
     ['d_rota_r'], 'Four (three on other weekends)', 'single'),
    ('How much did the swim raise altogether?',
     ['totals'], '£1,276 (entries £696, raffle £484, bucket £96)', 'single'),
    # ---- temporal
    ('When is the first-aid refresher?',
     ['d_fa_p', 'd_fa_ok'], 'Saturday 16 May, 9.30am to 1pm, at the clubhouse', 'temporal'),
    ('When does patrolling start for the summer?',
     ['season', 'd_rota_p'], 'Saturday 23 May, the bank holiday weekend', 'temporal'),
    ('What day was the new board delivered?',
     ['t_order_done', 'board_arrived'], 'Friday 29 May', 'temporal'),
    ('When did the raffle draw happen?',
     ['d_raffle_a2', 'raffle_drawn'], 'At the swim on Saturday 6 June, once the swimmers were all back (just after 12.15)', 'temporal'),
    # ---- multi
    ('What does the Guardian cost the club itself once the grant is taken off?',
     ['guardian', 'grant_ok', 'board_pay'], '£172.50 (£690, with the grant paying 75% direct to the supplier)', 'multi'),
    ('Why is the raffle on the day only, and whose idea was that?',
     ['d_raffle_obj', 'd_raffle_t', 'd_raffle_w'],
     'Tamsin: selling in advance would make it a society lottery needing council registration; sold and drawn on the day it needs no licence. Wenna agreed', 'multi'),
    ('Who argued against splitting the swim money and what changed their mind?',
     ['d_split_obj', 'd_split_dev', 'd_split_dev2'],
     'Dev wanted it all for kit; he agreed to 50/50 once the grant came through for the board', 'multi'),
    ('What was Kieran\'s problem with the Guardian and why did he go along with it?',
     ['d_b3_obj', 'd_b3_r', 'd_b3_k'],
     'He thought it a slow barge compared with the HR-11, but accepted it because the grant pays 75%', 'multi'),
]


if __name__ == '__main__':
    msgs, markers = build(SESSIONS, PEOPLE, tz_hours=1, seed=20260504)
    write_all(HERE, msgs, markers, DECISIONS, NON_DECISIONS, TODOS, NON_TODOS, QUESTIONS)
