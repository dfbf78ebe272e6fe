#!/usr/bin/env python3
"""English makerspace volunteers' chat: Hopewell Makerspace, Toronto (board of
five + two shop stewards): a laser cutter purchase, the open house, safety
inductions, a membership fee change, the lease renewal and a winter clean-up
day, 2026-01-12 .. 2026-02-15, -05:00.

Run `python3 _build.py` (from anywhere) to regenerate chat.jsonl and the label
files in this folder. Line format: see ../_chatgen.py.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from _chatgen import build, write_all  # noqa: E402

PEOPLE = {
    'Hollis': (4471902365, False),  # chair; software dev; calm, keeps things moving; insurance
    'Bea': (5308817246, False),     # treasurer; numbers, precise; the grant
    'Ravi': (6012473958, False),    # secretary; the lease and the landlord (Kostas); formal-ish
    'Yusuf': (7390146821, False),   # membership + website; 23, lowercase, emoji
    'Carmen': (3926610574, False),  # events/outreach; open house, flyers; exclamation marks
    'Gord': (5184730692, False),    # woodshop steward; retired millwright, 60s; gruff, dry
    'Nadia': (6647205813, False),   # laser/electronics steward; engineer; terse, "fwiw"
    'Codex': (7702938415, True),    # bot: terse, numbers
    'Claudie': (7815046392, True),  # bot: polite
}

SESSIONS = [
("2026-01-12 19:40", r"""
Hollis: evening all. good news first
#grant Hollis: the Civic Tinker Fund came through. $8,000, equipment only, has to be spent by March 31
Carmen: WHAT!! amazing
Bea: confirmed, the letter's in the board inbox. already logged it in the books
Gord: well I'll be
Yusuf: lets gooo 🎉
#d_used_p Nadia: then I'll say it: Hadley Signs in Etobicoke is closing and listing their Cerulean C60 laser, 60W, 900x600 bed, $5,800. fwiw that's a steal if the tube is healthy
Hollis: how old?
Nadia: 2021. owner says low hours. tbd
#d_used_a1 Bea: $5,800 leaves room for materials and the vent kit. I'm in
#d_used_a2 Hollis: yes from me. the laser's been top of the wishlist for two years
#d_used_a3 Carmen: 100% yes
#d_used_a4 Gord: if it runs, buy it
#d_used_ok Hollis: ok, we're going for the Hadley C60, pending a look at it
#t_inspect Nadia: I'll go out Saturday and fire it up myself before anyone hands over money
Gord: take me along, I want to see that chiller
#n_plasma Gord: while we're spending, a CNC plasma table would be nice
#n_plasma_no >n_plasma Bea: in what universe, Gord
Gord: a man can dream
"""),
("2026-01-13 20:15", r"""
#d_oh1_p Carmen: open house!! I'm thinking Saturday Jan 31, 1 to 5. show off the laser, free mini workshops, get signups before spring
#d_oh1_a1 Yusuf: yes. waitlist is sitting at 14 people, they'd all come
#d_oh1_a2 Hollis: 31st works for me
#d_oh1_a3 Ravi: Fine by me.
#d_oh1_ok Carmen: ok Jan 31 it is!!
#t_flyer Carmen: I'll do the flyers and get them to the printer next week
#d_raffle_p Carmen: ooh and a raffle? Gord's spare Prusa as the prize, tickets $5
#d_raffle_a1 Gord: it's not spare it's retired. but sure, it deserves a good home
#d_raffle_a2 Yusuf: raffle 👍
#d_raffle_ok Hollis: sure, raffle's in
#nt_meetup Yusuf: btw I already put the open house up on Meetup and our insta, can edit later
Carmen: yusuf you're fast
"""),
("2026-01-14 21:05", r"""
Ravi: Lease update. Kostas sent his renewal terms today.
#lease_terms Ravi: Two options: 1 year at $3,300/month, or 3 years at $3,150 with increases capped at 3% a year. Current rent is $2,900.
Bea: ouch either way
#d_lease_p Bea: the 3-year is the obvious one. $150 a month less and we know our costs
#d_lease_obj Ravi: I'm not keen on three years. If membership grows we'll want a bigger unit and we'd be stuck paying for this one.
Hollis: fair point
Gord: we've been growing for about four years straight, Ravi, and we're still in here
#d_lease_q Hollis: could we ask for an early-exit clause on the 3 year?
#t_lease Ravi: I can ask. I'll get Kostas to put an exit clause in writing this week.
Bea: good. if he says no, I'd still go 3 years tbh
#n_bigger_q Yusuf: are we actually thinking about moving tho?
#n_bigger_r >n_bigger_q Hollis: ask me again in June 😅
"""),
("2026-01-15 07:50", r"""
Gord: 40cm of snow on my driveway. Not coming in today
Nadia: the streetcar is just sitting on Dundas
Yusuf: wfh gang
Carmen: [photo]
Carmen: the alley behind the shop lol
Hollis: stay home, nothing's happening that can't wait
"""),
("2026-01-16 18:30", r"""
#d_clean_p Hollis: the shop is a disaster after the holidays. winter clean-up day, Sunday the 25th, 10 to 2? pizza for whoever shows up
#d_clean_a1 Gord: about time. the dust collector bin is full to the brim
#d_clean_a2 Nadia: 👍
#d_clean_a3 Bea: sgtm
#d_clean_a4 Carmen: count me in!
#d_bin_p Gord: we'll need a bin. that scrap pile out back is three years deep. BinGo does a 10-yard for $420
#d_bin_a1 Bea: ugh, but yes. $420 is fine
#d_bin_a2 Hollis: yeah get the bin
#t_bin Gord: I'll call BinGo tomorrow and book it for the Saturday before
#nt_vacs Hollis: if you own a shop vac bring it on the 25th please
"""),
("2026-01-17 11:20", r"""
Nadia: at Hadley with Gord
Nadia: [photo]
+50m #t_inspect_done Nadia: ok. tested it. tube only puts out about 35W at full power, so it's tired. and the chiller housing is cracked, it's been leaking into the base
#inspect_cost Nadia: new tube is ~$1,900, chiller ~$700. so $5,800 becomes $8,400 before shipping
Gord: plus the owner got cagey when I asked about the hours
Bea: that's the whole grant and then some
Hollis: oof 😬
Carmen: noooo 😭
#nt_hat Gord: figures. if that thing really had low hours I'll eat my hat
"""),
("2026-01-18 14:10", r"""
#d_new_p Nadia: proposal: skip used. Flux & Beam in Mississauga has the Kestrel K80, 80W, new, 2-year warranty, $7,200 delivered
#d_new_p2 Nadia: more power than we need but it's a workhorse
#d_new_a1 Bea: $7,200 is inside the grant. ok
#d_new_a2 Hollis: agreed
#d_new_a3 Ravi: +1
#d_new_ok Nadia: great, K80 then
#t_deposit Nadia: I'll put the deposit down with Flux & Beam by Friday
#t_door Gord: before anyone pays anything, I'll measure the back door and the hallway tomorrow. that crate won't be small
#nt_van Ravi: I can drive out to Mississauga with my van to pick it up if that saves money.
#nt_van_no >nt_van Nadia: they deliver free within the GTA, no need. thanks tho
"""),
("2026-01-19 17:45", r"""
#t_door_done >t_door Gord: measured. back door is 29 inches clear. the K80 crate is 34 wide and the hallway turn is tighter than the door
Gord: it's not going in unless we take the frame out and the landlord will have a fit
Nadia: ugh. of course
Hollis: separate thing while we're all here
#incident Hollis: someone ran the table saw Saturday with the riving knife off. Gord found the offcuts. nobody hurt but
#d_ind_p Gord: new rule then. nobody touches a powered tool until they've done a 90-minute safety induction with a steward. laser gets its own 30-minute sign-off on top
#d_ind_a1 Nadia: agree. I'll happily do the laser sign-offs
#d_ind_obj Yusuf: I get it but we have 14 people on the waitlist and the open house is going to add more. if inductions are once in a blue moon nobody will get through
#d_ind_sh >d_ind_obj Gord: fine. two sessions a week: Tuesday 7pm I'll take, Saturday 10am
#d_ind_nd Nadia: I'll do the Saturday ones
#d_ind_y Yusuf: ok with two a week I'm on board
#d_ind_ok Hollis: done then. induction before tools, laser sign-off extra, Tue 7pm and Sat 10am
#t_bot_ind_q Hollis: @Claudie can you draft a one-page safety induction checklist for a community woodshop + laser? PPE, saw, router, dust, fire, emergencies
#t_bot_ind Claudie: Of course, I'll put a draft together now.
#t_bot_ind_done Claudie: Here's a draft checklist:\n1. Welcome, emergency exits, first-aid kit, fire extinguisher locations\n2. PPE: safety glasses, hearing protection, no loose sleeves/jewellery\n3. Table saw: riving knife, push sticks, blade height, never reach over\n4. Router and drill press: clamping, speeds\n5. Dust: collector on before cutting, empty the bin at 3/4\n6. Laser (separate sign-off): never leave it running, air assist on, no PVC or vinyl\n7. Sign the log before and after
#n_bot_dep Claudie: You might also consider a refundable $20 induction deposit to reduce no-shows.
Gord: that's a decent list. I'd add "don't be an idiot" but same thing
"""),
("2026-01-20 20:30", r"""
#d_k60_p Nadia: right. Flux & Beam also has the Kestrel K60: 60W, body's 28 inches wide, crate fits the door with an inch spare. $5,900 + their fume extractor $900 = $6,800 delivered
Nadia: honestly 60W is what we'd have got with the Hadley one anyway
#d_k60_obj Bea: hang on, the extractor wasn't in anything we discussed. $6,800 leaves $1,200 of the grant and the lease is about to go up
#d_k60_r Nadia: without the extractor we're venting acrylic fumes through a window in January. that's not optional imo
Bea: I'm not saying no. I'm saying I don't know if the fund lets us count the extractor as equipment
#t_grant Bea: I'll email the grant officer tonight and ask
#d_k60_a1 Hollis: K60 makes sense to me assuming Bea gets a yes
#d_k60_a2 Gord: it fits through the door. that's my whole opinion
#t_pizza Carmen: also!! I'll order the pizza for Sunday's clean-up, any allergies?
Yusuf: no mushrooms pls
Gord: no pineapple or I walk
#n_fire Nadia: if the laser catches fire during an open house demo we're at least going viral
Hollis: let's not
"""),
("2026-01-21 12:40", r"""
#t_grant_done >t_grant Bea: grant officer replied: fume extraction counts as equipment under the fund. she said "we'd rather you had it"
#d_k60_b Bea: so I'm fine with the K60 + extractor. go
#d_k60_ok Nadia: K60 + extractor it is
#t_deposit_drop >t_deposit Nadia: and good thing I never sent the K80 deposit. not ordering that one
#t_order Nadia: I'll place the K60 order tomorrow morning
#n_door Hollis: if the K60 doesn't fit either we're just cutting a bigger door lol
Gord: over my dead body
#bin_news Ravi: Kostas says we can use the building's big bin on the 25th as long as nothing hazardous goes in it. E-waste has to go to the city depot.
#d_bin_drop_p Gord: then forget BinGo. no sense paying $420 for a bin sitting next to a free one
#d_bin_drop_a1 Bea: agreed, no dumpster
#d_bin_drop_a2 Hollis: 👍 no rental
#t_bin_drop Gord: hadn't called them yet anyway, so nothing to cancel
#t_booking Yusuf: I'll set up the induction signup on the website calendar by the weekend, Tue + Sat slots
"""),
("2026-01-22 09:15", r"""
#t_order_done >t_order Nadia: ordered. K60 + extractor, $6,800, delivery Wednesday Feb 4
Bea: invoice received, paid from the grant account
Hollis: 🙌
"""),
("2026-01-22 19:50", r"""
#d_oh2_p Carmen: flyers are at the printer!! OPEN HOUSE, Saturday Feb 7, 1–5pm. the laser lands on the 4th so we'll actually have it cutting for the demos 🎉
#d_oh2_a1 Yusuf: oh nice, the 7th is better for me anyway
#d_oh2_a2 Gord: beats showing folks an empty corner
#d_oh2_a3 Hollis: 👍
#oh2_meetup Yusuf: updated Meetup and insta to the 7th
Carmen: thank u!
#nt_proof Ravi: Do you want me to check the proof with the printer?
#nt_proof_r >nt_proof Carmen: did it this morning, all good!
"""),
("2026-01-23 10:10", r"""
#t_flyer_done >t_flyer Carmen: picked up 200 flyers, they look SO good
Carmen: [photo]
Nadia: clean
Bea: nice work
+8h #t_pizza_hand Carmen: update: I have the flu 🤒 fever and everything. I won't make Sunday. @Hollis could you take the pizza order?
#t_pizza_hand_ok >t_pizza_hand Hollis: yep, I've got pizza. get better
Carmen: ty ty. no pineapple, gord will walk
"""),
("2026-01-23 21:00", r"""
#exit_clause Ravi: Kostas has agreed to an early-exit clause: we can leave the 3-year lease on six months' notice after the first year.
#d_lease_r Ravi: With that in, I'm comfortable with the 3-year term.
#d_lease_a1 Bea: great, 3 years at $3,150
#d_lease_a2 Hollis: agreed, 3 year with the exit clause
#d_lease_a3 Gord: +1
#t_lease_sign Ravi: I'll send the draft round for signatures once he emails it.
"""),
("2026-01-24 16:00", r"""
#t_booking_done >t_booking Yusuf: induction signups are live on the site. 8 spots per session, Tue 7pm + Sat 10am
Yusuf: 11 people booked in the first hour lol
Nadia: wow
Gord: Tuesday's full already? God help me
#nt_shave Yusuf: if we hit 100 members by summer I'll shave my head
Carmen: I'm holding u to that
"""),
("2026-01-25 09:50", r"""
Gord: door's open, coffee's on
+25m Nadia: here
Bea: parking on the street, 5 min
+1h Hollis: [photo]
Hollis: the scrap pile is now two piles. progress?
+40m #t_pizza_done Hollis: pizza ordered from Slice Theory, 4 larges, no pineapple, no mushrooms on two. arriving 12:30
Gord: dust collector emptied. 3 bags
+2h Nadia: [photo]
Nadia: electronics bench, before and after
Yusuf: whoa you can see the table
+1h Gord: e-waste dropped at the depot. they took the old CRT monitor without a fight
Hollis: thanks everyone, shop looks like a shop again
Carmen: sad I missed it 🤧 looks amazing
"""),
("2026-01-26 19:30", r"""
#heater Gord: the back room heater's making that clanking noise again
#t_heater Ravi: I'll call Kostas about the heater this week.
#fee_intro Bea: ok, money talk. with the new lease we're $250 a month further behind, and that's before the laser's power and materials
#d_fee_p Bea: I'd like to raise the monthly fee from $45 to $55 starting March 1. students stay at $30
#d_fee_obj1 Gord: half my Tuesday crowd are retirees on fixed pensions. ten bucks a month is real money to them. you'll lose them
#d_fee_obj2 Carmen: and raising it the same month we throw an open house feels bad? we're asking people to join and then hiking it
Hollis: both fair. let's not decide tonight
#t_bot_fee_q Bea: @Codex we have 58 full members at $45 and 16 students at $30. what does $55 for full members bring in monthly, and what if 10 of the full members pay $40 instead?
#t_bot_fee Codex: Calculating.
+3m #t_bot_fee_done Codex: Monthly fee income:\n- Now: 58×45 + 16×30 = $3,090\n- $55 full: 58×55 + 16×30 = $3,670 (+$580)\n- $55 with 10 at $40: 48×55 + 10×40 + 16×30 = $3,520 (+$430)\nLease increase: +$250.
#n_bot_fee Codex: Recommend $52 flat: 58×52 + 16×30 = $3,496, no tiers.
Bea: so even with a concession tier we cover the rent and have ~$180 for the laser
"""),
("2026-01-27 20:40", r"""
#d_fee_p2 Bea: revised: $55 full, $40 concession for seniors and low-income (self-declared, no proof), students $30, from March 1
#d_fee_g Gord: with a $40 tier I can live with it. my retirees won't be paying more than they can
#d_fee_carmen Carmen: and if we announce it after the open house, not before, I'm ok
#d_fee_a1 Hollis: that's sensible. yes
#d_fee_a2 Nadia: yes
#d_fee_ok Bea: done: $55 / $40 / $30 from March 1, announced after the open house
#t_feemail Yusuf: I'll email the members about it the Monday after the open house
#nt_bot_mail Codex: Can draft the member email.
#n_phones Gord: while we're making rules, phones off the shop floor
#n_phones_no >n_phones Yusuf: gord half the members follow youtube tutorials on the bench 😂
Gord: hmph
"""),
("2026-01-28 18:05", r"""
#t_lease_done >t_lease_sign Ravi: Lease is signed. Hollis and I signed last night, Kostas countersigned today. Copy is in the board drive.
Bea: 🙏
Hollis: thanks Ravi, that was a slog
#nt_hydro Bea: also paid the hydro bill yesterday before anyone asks
"""),
("2026-01-29 21:15", r"""
#raffle_rules Ravi: I looked into the raffle. In Ontario any raffle needs a lottery licence from the city, plus a board resolution, a separate bank account for proceeds, and a report afterwards.
Bea: for $5 tickets? no thank you
#d_raffle_drop_p Carmen: ugh ok. kill the raffle. it's not worth the paperwork
#d_raffle_drop_a1 Hollis: agreed, no raffle
#d_raffle_drop_a2 Gord: the Prusa stays retired then
#n_cocoa_p Carmen: hot chocolate bar instead of the raffle??
#n_cocoa_no >n_cocoa_p Bea: we have a kettle and a tin of instant. that's the bar
Carmen: lol fair
"""),
("2026-01-30 22:30", r"""
Yusuf: anyone watching the leafs
Gord: unfortunately
Nadia: I refuse on principle
Yusuf: 3-1 down in the second
Gord: see
#nt_bench Nadia: someday I want a proper electronics bench with a fume hood and a scope that isn't from 1998
Hollis: put it on the grant wishlist for next year
"""),
("2026-02-01 15:20", r"""
#t_insure Hollis: reminder to self and everyone: I need to tell Dunmore Insurance about the laser before it arrives. I'll call them by Tuesday
Bea: please do, the policy lists tools over $5k separately
#nt_chisel Gord: one of these days I'll sharpen every chisel in that cabinet
Nadia: one of these days
"""),
("2026-02-03 21:45", r"""
Gord: Tuesday induction done. 8 of 8 showed up again
Gord: one fella asked if the riving knife was optional. it is not
Yusuf: lmaooo
#nt_rsvp Carmen: everyone pls tell your friends to RSVP on Meetup by the 5th so we know how much material to cut!!
"""),
("2026-02-04 10:30", r"""
Nadia: TRUCK IS HERE
Nadia: [photo]
+40m #k60_in Nadia: it's in. through the back door with about an inch to spare. Gord was right about the hallway though
Gord: told you
Carmen: 😍😍😍
+3h Nadia: extractor hooked up, test cut on birch ply is perfect
Nadia: [photo]
Bea: worth every penny
#d_lfee_p Nadia: laser rules proposal: $12/hour for members, book through the website calendar, max 2 hours per booking
#d_lfee_a1 Bea: $12 covers the tube wear and power. yes
#d_lfee_a2 Hollis: sgtm
#d_lfee_a3 Yusuf: works for me. the calendar already has a laser slot type from when I built the induction page
#n_val_q Carmen: should we do laser-cut valentines at the open house??
#n_val_r >n_val_q Hollis: let's see how the demos go first
"""),
("2026-02-05 12:10", r"""
#t_insure_re Hollis: tried Dunmore on Tuesday, 40 minutes on hold and gave up. I'll try again tomorrow
Bea: the laser's already on site, Hollis
Hollis: I know I know
#bot_kerf_q Nadia: @Codex kerf for 3mm birch ply on a 60W CO2?
#bot_kerf Codex: Typically 0.1–0.2 mm at focus. Test with a 10-slot comb.
#nt_bot_remind Claudie: If it helps, I can send reminders to everyone booked for Saturday's induction.
Nadia: thx, we'll do it the usual way
"""),
("2026-02-07 12:20", r"""
Carmen: doors open in 40!!
Gord: chairs out, saws locked
+1h Yusuf: [photo]
Yusuf: there's a line outside 😳
+1h Nadia: laser's been running nonstop. 60 keychains so far
+2h Carmen: [photo]
Carmen: the kids engraving their names 😭
+90m #oh_count Yusuf: final count: 73 visitors, 19 new signups, 9 inductions booked
Bea: best day we've ever had
Hollis: thanks all. going home to lie on the floor
"""),
("2026-02-08 11:00", r"""
Carmen: still on a high from yesterday
Gord: my feet aren't
Nadia: laser logged 5.5 hours. tube's fine
Ravi: Sorry I missed it, family thing. Looks like a great day.
Hollis: it was. ok, fee email goes out tomorrow right @Yusuf?
#t_feemail_re Yusuf: yep, I'll send it first thing tomorrow
"""),
("2026-02-09 10:45", r"""
#t_feemail_done Bea: just got Yusuf's email about the new fees in my inbox. clear and friendly, the $40 tier is explained well 👍
Hollis: nice
#feemail_replies Carmen: 3 replies already, all "makes sense"
Gord: one of mine called me to say thanks for the $40 option
"""),
("2026-02-11 20:20", r"""
Gord: heater in the back room is still clanking
#t_heater_re >t_heater Ravi: Apologies, this slipped. I'll call Kostas about the heater on Friday.
#n_val_p Carmen: valentines workshop saturday? laser-cut hearts, $10
#n_val_p_no >n_val_p Nadia: saturday's booked solid with inductions and two laser bookings. maybe next month
Carmen: ok ok
"""),
("2026-02-14 13:10", r"""
Nadia: [photo]
Nadia: made this for my girlfriend on the laser. don't tell anyone
Yusuf: too late
Carmen: CUTE
Gord: that's a good clean cut
"""),
("2026-02-15 19:30", r"""
Hollis: quick recap before the week
Hollis: laser's in and booked, lease signed, fees from March 1, inductions running twice a week
#t_insure_re2 Hollis: and yes, Dunmore is still on my list. left them a voicemail Friday, I'll chase them Monday
Bea: Monday, Hollis
Hollis: Monday!!
Yusuf: 12 of the open house signups have already paid btw 👀
Gord: and the heater still clanks
"""),
]

DECISIONS = [
    dict(id='d1', text='Buy the used Cerulean C60 (60W) laser from Hadley Signs, Etobicoke, for $5,800 (pending an inspection)',
         stated=['d_used_p', 'd_used_a1', 'd_used_a2', 'd_used_a3', 'd_used_a4', 'd_used_ok'],
         agreed_by=['Nadia', 'Bea', 'Hollis', 'Carmen', 'Gord'], objected_by=[],
         status='superseded', superseded_by='d2', changed_at=['d_new_p', 'd_new_ok']),
    dict(id='d2', text='Buy a new Kestrel K80 (80W) from Flux & Beam, Mississauga, $7,200 delivered, 2-year warranty',
         stated=['d_new_p', 'd_new_p2', 'd_new_a1', 'd_new_a2', 'd_new_a3', 'd_new_ok'],
         agreed_by=['Nadia', 'Bea', 'Hollis', 'Ravi'], objected_by=[],
         status='superseded', superseded_by='d3', changed_at=['d_k60_p', 'd_k60_ok']),
    dict(id='d3', text='Buy the Kestrel K60 (60W, fits the 29-inch back door) + fume extractor from Flux & Beam, $6,800 delivered, from the grant',
         stated=['d_k60_p', 'd_k60_a1', 'd_k60_a2', 'd_k60_b', 'd_k60_ok', 't_order_done'],
         agreed_by=['Nadia', 'Hollis', 'Gord', 'Bea'], objected_by=['Bea'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d4', text='Open house on Saturday Jan 31, 1-5pm',
         stated=['d_oh1_p', 'd_oh1_a1', 'd_oh1_a2', 'd_oh1_a3', 'd_oh1_ok'],
         agreed_by=['Carmen', 'Yusuf', 'Hollis', 'Ravi'], objected_by=[],
         status='superseded', superseded_by='d5', changed_at=['d_oh2_p', 'd_oh2_a1']),
    dict(id='d5', text='Open house on Saturday Feb 7, 1-5pm (the laser arrives Feb 4, so it can be demoed)',
         stated=['d_oh2_p', 'd_oh2_a1', 'd_oh2_a2', 'd_oh2_a3', 'oh2_meetup'],
         agreed_by=['Carmen', 'Yusuf', 'Gord', 'Hollis'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d6', text='Safety induction: no powered tool before a 90-minute induction with a steward, plus a 30-minute laser sign-off; sessions Tue 7pm (Gord) and Sat 10am (Nadia)',
         stated=['d_ind_p', 'd_ind_a1', 'd_ind_sh', 'd_ind_nd', 'd_ind_y', 'd_ind_ok'],
         agreed_by=['Gord', 'Nadia', 'Yusuf', 'Hollis'], objected_by=['Yusuf'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d7', text='Membership fees from March 1: $55 full (was $45), $40 concession for seniors/low-income (self-declared), students stay $30; announced after the open house',
         stated=['d_fee_p', 'd_fee_p2', 'd_fee_g', 'd_fee_carmen', 'd_fee_a1', 'd_fee_a2', 'd_fee_ok'],
         agreed_by=['Bea', 'Gord', 'Carmen', 'Hollis', 'Nadia'], objected_by=['Gord', 'Carmen'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d8', text='Renew the lease for 3 years at $3,150/month (3% cap) with an early-exit clause (six months\' notice after year one)',
         stated=['d_lease_p', 'd_lease_r', 'd_lease_a1', 'd_lease_a2', 'd_lease_a3', 't_lease_done'],
         agreed_by=['Bea', 'Ravi', 'Hollis', 'Gord'], objected_by=['Ravi'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d9', text='Winter clean-up day Sunday Jan 25, 10am-2pm, pizza for helpers',
         stated=['d_clean_p', 'd_clean_a1', 'd_clean_a2', 'd_clean_a3', 'd_clean_a4'],
         agreed_by=['Hollis', 'Gord', 'Nadia', 'Bea', 'Carmen'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d10', text='Raffle at the open house: Gord\'s retired Prusa as the prize, $5 tickets',
         stated=['d_raffle_p', 'd_raffle_a1', 'd_raffle_a2', 'd_raffle_ok'],
         agreed_by=['Carmen', 'Gord', 'Yusuf', 'Hollis'], objected_by=[],
         status='dropped', superseded_by=None,
         changed_at=['d_raffle_drop_p', 'd_raffle_drop_a1', 'd_raffle_drop_a2']),
    dict(id='d11', text='Rent a 10-yard BinGo dumpster ($420) for the clean-up day',
         stated=['d_bin_p', 'd_bin_a1', 'd_bin_a2'],
         agreed_by=['Gord', 'Bea', 'Hollis'], objected_by=[],
         status='dropped', superseded_by=None,
         changed_at=['d_bin_drop_p', 'd_bin_drop_a1', 'd_bin_drop_a2']),
    dict(id='d12', text='Laser use: $12/hour for members, booked through the website calendar, max 2 hours per booking',
         stated=['d_lfee_p', 'd_lfee_a1', 'd_lfee_a2', 'd_lfee_a3'],
         agreed_by=['Nadia', 'Bea', 'Hollis', 'Yusuf'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
]

NON_DECISIONS = [
    (['n_plasma', 'n_plasma_no'], 'joke'),                      # CNC plasma table
    (['n_bigger_q', 'n_bigger_r'], 'question'),                 # moving to a bigger unit?
    (['n_bot_dep'], 'bot suggestion ignored'),                  # Claudie: $20 induction deposit
    (['n_fire'], 'hypothetical'),                               # laser fire during a demo
    (['n_door'], 'hypothetical'),                               # if the K60 doesn't fit, cut a bigger door
    (['n_bot_fee'], 'bot suggestion ignored'),                  # Codex: $52 flat
    (['n_phones', 'n_phones_no'], 'proposal not taken up'),     # phones off the shop floor
    (['n_cocoa_p', 'n_cocoa_no'], 'proposal not taken up'),     # hot chocolate bar
    (['n_val_q', 'n_val_r'], 'question'),                       # laser-cut valentines at the open house?
    (['n_val_p', 'n_val_p_no'], 'proposal not taken up'),       # valentines workshop Saturday
]

TODOS = [
    dict(id='t1', owner='Nadia', task='Go to Hadley Signs on Saturday and test the used C60 before any money changes hands',
         taken=['t_inspect'], due='2026-01-17', status='done', closed_by=['t_inspect_done'], handed_to=None),
    dict(id='t2', owner='Bea', task='Email the Civic Tinker Fund grant officer: does the fume extractor count as equipment?',
         taken=['t_grant'], due='2026-01-20', status='done', closed_by=['t_grant_done'], handed_to=None),
    dict(id='t3', owner='Ravi', task='Get an early-exit clause from Kostas in writing and send the 3-year renewal round for signatures',
         taken=['t_lease', 't_lease_sign'], due='2026-01-18', status='done', closed_by=['t_lease_done'], handed_to=None),
    dict(id='t4', owner='Nadia', task='Put the deposit down on the Kestrel K80 with Flux & Beam',
         taken=['t_deposit'], due='2026-01-23', status='dropped', closed_by=['d_k60_ok', 't_deposit_drop'], handed_to=None),
    dict(id='t5', owner='Nadia', task='Order the Kestrel K60 + fume extractor from Flux & Beam',
         taken=['t_order'], due='2026-01-22', status='done', closed_by=['t_order_done'], handed_to=None),
    dict(id='t6', owner='Carmen', task='Make the open-house flyers and get them printed',
         taken=['t_flyer'], due='2026-01-25', status='done', closed_by=['t_flyer_done'], handed_to=None),
    dict(id='t7', owner='Carmen', task='Order pizza for the clean-up day (Carmen got the flu; Hollis took it over)',
         taken=['t_pizza', 't_pizza_hand_ok'], due='2026-01-25', status='done',
         closed_by=['t_pizza_done'], handed_to='Hollis'),
    dict(id='t8', owner='Codex', task='Work out monthly fee income at $55, and with 10 members on a $40 tier',
         taken=['t_bot_fee'], due='', status='done', closed_by=['t_bot_fee_done'], handed_to=None),
    dict(id='t9', owner='Claudie', task='Draft a one-page safety induction checklist (woodshop + laser)',
         taken=['t_bot_ind'], due='', status='done', closed_by=['t_bot_ind_done'], handed_to=None),
    dict(id='t10', owner='Gord', task='Call BinGo and book the 10-yard dumpster',
         taken=['t_bin'], due='2026-01-17', status='dropped', closed_by=['d_bin_drop_p', 't_bin_drop'], handed_to=None),
    dict(id='t11', owner='Yusuf', task='Email the members about the new fees the Monday after the open house',
         taken=['t_feemail', 't_feemail_re'], due='2026-02-09', status='done', closed_by=['t_feemail_done'], handed_to=None),
    dict(id='t12', owner='Gord', task='Measure the back door and the hallway before anyone pays for the K80',
         taken=['t_door'], due='2026-01-19', status='done', closed_by=['t_door_done'], handed_to=None),
    dict(id='t13', owner='Ravi', task='Call Kostas (landlord) about the clanking back-room heater',
         taken=['t_heater', 't_heater_re'], due='2026-02-01', status='open', closed_by=[], handed_to=None),
    dict(id='t14', owner='Hollis', task='Tell Dunmore Insurance about the laser (tools over $5k are listed separately)',
         taken=['t_insure', 't_insure_re', 't_insure_re2'], due='2026-02-03', status='open', closed_by=[], handed_to=None),
    dict(id='t15', owner='Yusuf', task='Set up induction signups (Tue + Sat slots) on the website calendar',
         taken=['t_booking'], due='2026-01-25', status='done', closed_by=['t_booking_done'], handed_to=None),
]

NON_TODOS = [
    (['nt_meetup'], 'already done'),                    # open house already on Meetup + insta
    (['nt_vacs'], 'instruction to others'),             # bring your shop vac
    (['nt_hat'], 'banter promise'),                     # I'll eat my hat
    (['nt_van', 'nt_van_no'], 'offer declined'),        # drive the van to Mississauga → free delivery
    (['nt_proof', 'nt_proof_r'], 'already done by someone else'),  # check the proof → Carmen did it
    (['nt_shave'], 'banter promise'),                   # 100 members → shave my head
    (['nt_bot_mail'], 'bot offer not taken up'),        # Codex: can draft the member email
    (['nt_hydro'], 'already done'),                     # paid the hydro bill yesterday
    (['nt_bench'], 'vague wish'),                       # someday an electronics bench with a fume hood
    (['nt_chisel'], 'vague promise'),                   # one of these days, the chisels
    (['nt_rsvp'], 'instruction to others'),             # RSVP on Meetup by the 5th
    (['nt_bot_remind'], 'bot offer not taken up'),      # Claudie: reminders for Saturday's induction
]

QUESTIONS = [
    # ---- changed (8)
    ('Which laser cutter did we end up buying?',
     ['d_k60_p', 'd_k60_ok', 't_order_done'],
     'The new Kestrel K60 (60W) plus the fume extractor from Flux & Beam, $6,800 delivered (after the used Hadley C60 and then the K80 fell through)', 'changed'),
    ('What was the very first laser plan?',
     ['d_used_p', 'd_used_ok'], 'The used Cerulean C60 60W from Hadley Signs in Etobicoke for $5,800', 'changed'),
    ('Why did we drop the 80W machine?',
     ['t_door_done', 'd_k60_p'],
     'Its crate is 34 inches wide and the back door is only 29 inches clear (and the hallway turn is tighter), so the K60, which fits, was chosen', 'changed'),
    ('What went wrong with the sign shop laser?',
     ['t_inspect_done', 'inspect_cost'],
     'The tube only gave about 35W and the chiller housing was cracked and leaking; repairs would take it to about $8,400', 'changed'),
    ('When is the open house now?',
     ['d_oh2_p', 'd_oh2_a1', 'oh2_meetup'], 'Saturday February 7, 1-5pm (it was January 31)', 'changed'),
    ('What date was first picked for the open house?',
     ['d_oh1_p', 'd_oh1_ok'], 'Saturday January 31, 1 to 5pm', 'changed'),
    ('Is the raffle still happening at the open house?',
     ['d_raffle_ok', 'raffle_rules', 'd_raffle_drop_p', 'd_raffle_drop_a1'],
     'No. It was dropped because an Ontario raffle needs a city lottery licence and extra paperwork; nothing replaced it', 'changed'),
    ('Did we rent a bin for the clean-up in the end?',
     ['d_bin_p', 'bin_news', 'd_bin_drop_p', 'd_bin_drop_a1'],
     'No. Kostas let us use the building\'s bin, so the $420 BinGo rental was dropped; e-waste went to the city depot', 'changed'),
    # ---- owner (5)
    ('Who sorted out the pizza on clean-up day?',
     ['t_pizza', 't_pizza_hand', 't_pizza_hand_ok', 't_pizza_done'],
     'Hollis (Carmen was going to but got the flu and handed it over)', 'owner'),
    ('Who checked the back door width?',
     ['t_door', 't_door_done'], 'Gord', 'owner'),
    ('Who wrote up the induction checklist draft?',
     ['t_bot_ind_q', 't_bot_ind_done'], 'Claudie (the bot)', 'owner'),
    ('Who ran the numbers on the fee options?',
     ['t_bot_fee_q', 't_bot_fee_done'], 'Codex (the bot)', 'owner'),
    ('Who dealt with the landlord on the renewal?',
     ['t_lease', 'exit_clause', 't_lease_done'], 'Ravi', 'owner'),
    # ---- status (6)
    ('Has anyone told the insurer about the laser yet?',
     ['t_insure', 't_insure_re', 't_insure_re2'],
     'Not yet. Hollis could not get through to Dunmore (long hold, then a voicemail) and says he will chase them Monday', 'status'),
    ('Did the fee email go out to members?',
     ['t_feemail', 't_feemail_done'], 'Yes, Yusuf sent it on Monday Feb 9 (Bea confirmed she got it)', 'status'),
    ('Is the back room heater fixed?',
     ['heater', 't_heater', 't_heater_re'],
     'No. Ravi still has not called Kostas; he now says he will on Friday, and it still clanks', 'status'),
    ('Did Nadia pay a deposit on the K80?',
     ['t_deposit', 't_deposit_drop'], 'No, she never sent it; that order was abandoned for the K60', 'status'),
    ('Can people sign up for inductions online?',
     ['t_booking', 't_booking_done'], 'Yes, Yusuf put signups on the website calendar: Tue 7pm and Sat 10am, 8 spots each', 'status'),
    ('Are the open house flyers printed?',
     ['t_flyer', 't_flyer_done'], 'Yes, Carmen picked up 200 flyers on Jan 23', 'status'),
    # ---- single (6)
    ('How big was the equipment grant?',
     ['grant'], '$8,000, equipment only, to be spent by March 31', 'single'),
    ('What does laser time cost members?',
     ['d_lfee_p', 'd_lfee_a1'], '$12 an hour, booked on the website calendar, max 2 hours a booking', 'single'),
    ('How many people came to the open house?',
     ['oh_count'], '73 visitors, with 19 new signups and 9 inductions booked', 'single'),
    ('What will the new monthly rent be?',
     ['lease_terms', 'd_lease_a1'], '$3,150 a month on the 3-year lease (up from $2,900)', 'single'),
    ('Who pushed back on the fee increase?',
     ['d_fee_obj1', 'd_fee_obj2', 'd_fee_g', 'd_fee_carmen'],
     'Gord (retirees on pensions) and Carmen (timing next to the open house); both agreed after the $40 tier and announcing after the open house', 'single'),
    ('What did Claudie suggest to cut induction no-shows?',
     ['n_bot_dep'], 'A refundable $20 induction deposit (not adopted)', 'single'),
    # ---- temporal (4)
    ('When did the laser get delivered?',
     ['t_order_done', 'k60_in'], 'Wednesday February 4', 'temporal'),
    ('When do the new fees start?',
     ['d_fee_p2', 'd_fee_ok'], 'March 1', 'temporal'),
    ('What day was the clean-up?',
     ['d_clean_p'], 'Sunday January 25, 10am to 2pm', 'temporal'),
    ('When did the landlord countersign the lease?',
     ['t_lease_done'], 'Wednesday January 28', 'temporal'),
    # ---- multi (4)
    ('How much of the grant is left after the laser?',
     ['grant', 't_order_done'], '$1,200 ($8,000 grant minus $6,800 for the K60 and extractor)', 'multi'),
    ('Why did Bea hesitate on the K60 and what changed her mind?',
     ['d_k60_obj', 't_grant', 't_grant_done', 'd_k60_b'],
     'The $900 fume extractor was not budgeted and the lease was going up; the grant officer said extraction counts as equipment under the fund, so she agreed', 'multi'),
    ('What made Ravi accept the three-year lease?',
     ['d_lease_obj', 'exit_clause', 'd_lease_r'],
     'He feared being stuck if they outgrew the unit; Kostas agreed to an early-exit clause (six months\' notice after the first year)', 'multi'),
    ('How much more a month does the final fee plan bring in, and does it cover the rent rise?',
     ['t_bot_fee_done', 'd_fee_p2', 'd_fee_ok'],
     'About $430 more a month (with 10 on the $40 tier), which covers the $250 rent increase with ~$180 to spare', 'multi'),
]


if __name__ == '__main__':
    msgs, markers = build(SESSIONS, PEOPLE, tz_hours=-5, seed=20260112)
    write_all(HERE, msgs, markers, DECISIONS, NON_DECISIONS, TODOS, NON_TODOS, QUESTIONS)
