#!/usr/bin/env python3
"""English band chat (Hollow Pines, a four-piece from Bristol, plus their
sound engineer/driver): planning a September mini-tour, 2025-08-04 .. 2025-08-31,
+01:00.

Run `python3 _build.py` (from anywhere) to regenerate chat.jsonl and the label
files in this folder. Line format: see ../_chatgen.py.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from _chatgen import build, write_all  # noqa: E402

PEOPLE = {
    'Nico': (4528810736, False),   # vocals/guitar; books the shows, organises
    'Tess': (3971064425, False),   # bass; money, spreadsheets, careful
    'Ash': (5614427390, False),    # drums; jokes, lowercase, forgetful
    'Kemi': (6085539214, False),   # keys; merch, socials, emoji; new job with shifts
    'Dev': (2846601958, False),    # friend; sound engineer + driver; terse, "mate"
    'Codex': (7730218864, True),   # bot: terse
    'Sunny': (7819902351, True),   # bot: cheerful
}

SESSIONS = [
("2025-08-04 19:30", r"""
Nico: right. it's happening. TOUR 🚐
Ash: lets gooooo
Kemi: omg finally 🎉
Tess: Define "tour" before I get excited
Nico: three venues said yes to holds, one maybe
Dev: nice one mate
#d_route_p Nico: so the plan: Thu 18 Sept Cardiff (Tin Shed), Fri 19 Birmingham (Lockside), Sat 20 Manchester (Night Owl), then our homecoming at the Gasworks in Bristol on Sat 27
#d_route_a1 Tess: That works with my leave, I booked the 18th-22nd off already
#d_route_a2 Kemi: yesss
#d_route_a3 Ash: im in obviously
#d_route_a4 Dev: can drive all of it 👍
Nico: Leeds is the maybe, a promoter called Joe at the Hop Yard might give us the Sunday
#t1_tk Nico: I'll email all three venues tonight and get the holds confirmed in writing by Wednesday
Tess: Please get the fee and the door split in writing too
Nico: yes boss
Nico: also added the bots, they might be handy for logistics
Ash: @Sunny @Codex say hi
Sunny: heyyy Hollow Pines!! ☀️ so hyped for you lot. shout if you need posts, captions, anything
Codex: Hello. Mention me for calculations, schedules, lists.
Kemi: Sunny has main character energy
Ash: codex has tax return energy
Nico: @Codex quickest driving order for Bristol, Cardiff, Birmingham, Manchester and back?
#nd_route_bot Codex: Shortest loop from Bristol: Bristol → Cardiff → Manchester → Birmingham → Bristol, approx. 430 miles. Your announced order (Cardiff → Birmingham → Manchester) is approx. 455 miles. Recommend swapping Birmingham and Manchester.
#nd_route_bot_no Nico: dates are locked with the venues so no
Ash: 25 miles lol who cares
"""),
("2025-08-05 18:40", r"""
Tess: Practical stuff before rehearsal tonight
#d_reh1_p Tess: Can we lock rehearsals as Tuesdays and Thursdays, 7 till 10 at the unit, every week until the tour?
#d_reh1_a1 Nico: tue/thu is good
#d_reh1_a2 Ash: yep
#d_reh1_a3 Kemi: works for me 👍
#nt_unit Tess: Also I paid the unit for August already, it's £240 and it comes out of the band pot
Nico: legend
Tess: And transport
#d_van1_p Tess: Mercer Hire has a long-wheelbase Transit, £620 for the four days with insurance. Seats 6, loads of room for the kit
Dev: transit's fine, I've driven their ones before
#d_van1_a1 Nico: let's do the Transit then
#d_van1_a2 Kemi: 👍
#t2_tk Tess: OK I'll book it this week
Ash: can we name the van
Kemi: no
Ash: Vanessa
Kemi: ...fine
Ash: [sticker]
"""),
("2025-08-05 22:15", r"""
Ash: good rehearsal that
Nico: Paper Moons is sounding massive now
#d_open_p Nico: thinking we open every show with Paper Moons. it's the single, people will know it
#d_open_a1 Kemi: YES
#d_open_a2 Tess: Agreed, it's the strongest start
#d_open_a3 Ash: as long as i get a breather after it
#d_open_hum Nico: Hum Low second then, it's slower
#d_open_deal Ash: deal
#nd_capes Ash: also we should all wear matching capes on tour
Kemi: absolutely not
Ash: silver ones
#nt_photo_t Ash: i'll put the rehearsal pic up on insta
#nt_photo_r >nt_photo_t Kemi: already posted it lol, check the story
Ash: ah ok
"""),
("2025-08-06 12:30", r"""
#t1_done Nico: all three holds confirmed in writing ✅ Cardiff £250 guarantee, Birmingham 70/30 door split, Manchester £300 flat
Tess: Thank you! Copying those into the sheet
Nico: AND Joe from the Hop Yard got back
#d_leeds_p Nico: Leeds is possible on Sun 21st, he offers £200 + 50% of the bar over £1k. I say we take it
#d_leeds_a1 Dev: that's an easy drive from Manchester
#d_leeds_a2 Tess: No objection, I'm off until the 22nd anyway
#d_leeds_a3 Ash: four cities baby
Kemi: I've got work on Monday 22nd at 2pm but if we leave Leeds early it's ok
#d_leeds_a4 Kemi: so yes from me
#t12_tk Nico: cool, I'll chase Joe for an actual contract
Kemi: lunch break over, bye 👋
"""),
("2025-08-07 20:05", r"""
Dev: lads. and Kemi. and Tess
Dev: had a thought about the van
#d_van2_p Dev: my uncle's got a Sprinter he barely uses. says we can borrow it, we just pay fuel. saves us the £620
#d_van2_obj >d_van2_p Tess: Love it but what about insurance? If something happens in a borrowed van we're in real trouble
Dev: he's got a business policy, you can add named drivers
#t3_tk Dev: I'll ask him how much it is to add me and Nico and report back tomorrow
Tess: OK. I haven't booked Mercer yet, I'll hold off until we know
Ash: free van 🙏
Kemi: how old is this van
Dev: 2014. runs like a dream
Ash: famous last words
"""),
("2025-08-08 17:10", r"""
#t3_done >t3_tk Dev: talked to him. adding me and Nico as named drivers is £90 for the week. van's ours 17th to 22nd
#d_van2_a1 Nico: £90 vs £620, easy
#d_van2_tess Tess: Alright, if the insurance is sorted I'm happy. Sprinter it is
#d_van2_a2 Kemi: 🙌
#t2_drop Tess: I'm not booking the Transit then, I'll let Mercer know we don't need it
Dev: sound
Ash: RIP Vanessa
Ash: long live Vanessa 2
"""),
("2025-08-09 11:20", r"""
Kemi: merch time 👕
#d_merch_p Kemi: printer can do 60 tees for £330 if we order by next Friday. I'm thinking £15 a tee and £10 for the tote bags we've still got from the EP
#d_merch_obj >d_merch_p Ash: 15 is steep for a band nobody's heard of. 12?
#merch_cost Tess: At £12 we barely clear cost after the card fees
#merch_bands Nico: every band at our level charges 15-20 mate
#d_merch_a1 Nico: I'm with Kemi, £15
#d_merch_ash Ash: fine fine £15 it is
#d_merch_a2 Tess: 👍
#t4_tk Kemi: cool I'll order them by Friday then
#nd_retire Kemi: if we sell all 60 I'm retiring
#d_vinyl_p Nico: also. what if we did a small run of lathe-cut Paper Moons 7 inches? like 100 copies, sell them on tour
#d_vinyl_a1 Kemi: ooh collectors would love that
#d_vinyl_a2 Tess: If it's under a grand, yes
#d_vinyl_ok Nico: ok let's do it, I'll get a quote
#t6_tk Nico: will ask Cut & Groove on Monday what 100 would cost and how long it takes
"""),
("2025-08-10 16:00", r"""
Kemi: we need a tour announcement post
Kemi: @Sunny can you draft one? four dates (Leeds pending so three for now), Sept 18-20, homecoming Bristol 27th, new single Paper Moons
#t10_tk Sunny: ooh yes!! give me a sec, drafting it now ✍️
#t10_done Sunny: here you go 👇\n"Hollow Pines are hitting the road 🚐 Paper Moons, live, three cities, one homecoming. 18/9 Cardiff Tin Shed • 19/9 Birmingham Lockside • 20/9 Manchester Night Owl • 27/9 Bristol Gasworks. Tickets in bio, come say hi 🌙"
#nt_sunny_offer Sunny: want me to do a bunch of hashtags too? I've got like 30 ready lol
Kemi: that's cute actually
Nico: love it
Kemi: and a poster too, we need one for the venues
#t8_tk Kemi: I'll do the poster, should have it done by next Sunday
Ash: put a moon on it
Kemi: it's called Paper Moons Ash, there will be a moon
"""),
("2025-08-11 20:30", r"""
Tess: Money talk, sorry
#d_split_p Tess: Proposal: all fees and merch money go into the band pot first. Fuel, van insurance, the hotel and Dev's £150 come out of that. Whatever's left after the Bristol show gets split four ways
#d_split_a1 Nico: makes sense
#d_split_a2 Ash: 👍 as long as there's something left lol
#d_split_a3 Kemi: yes
#d_split_dev Dev: £150 is plenty mate, cheers
#t7_tk Tess: I'll set up a proper sheet for the pot tonight so everyone can see every penny
#nt_float Tess: And can everyone send me £60 by Friday as a float for fuel before any fees come in
Kemi: 👍
Ash: payday is the 28th 😬
Tess: Ash.
Ash: ugh ok
Nico: @Codex rough fuel cost for the tour? Sprinter, about 28 mpg, Bristol-Cardiff-Birmingham-Manchester-Leeds-Bristol
#t9_tk Codex: Need the diesel price you want to assume. Will compute on reply.
Nico: say £1.45 a litre
#t9_done Codex: Route approx. 520 miles. At 28 mpg: ~18.6 gallons ≈ 84.5 litres. At £1.45/l: ≈ £123. Add ~10% for town driving: budget £135.
#nt_codex_offer Codex: Can also produce a per-day schedule with load-in times if you send them.
Tess: Perfect, £135 into the sheet
"""),
("2025-08-11 23:05", r"""
#t7_done Tess: Pot sheet is up, link pinned. Balance £1,020 from the EP money minus the unit
Nico: you're a hero
Kemi: 💚
"""),
("2025-08-12 19:05", r"""
Ash: at the unit, who has the key
Nico: me, 2 min
Kemi: running late, bus is stuck
+3h Nico: tighter tonight
Ash: my kick pedal is dying though, the spring keeps slipping
Tess: Setlist question, how long are our sets?
#setlen Nico: 35 min everywhere except Bristol, that's 50
#t14_tk Ash: ill write up a setlist draft tomorrow, i know the transitions best
Nico: go on then
"""),
("2025-08-13 13:10", r"""
#t14_done Ash: setlist draft:\n1 Paper Moons\n2 Hum Low\n3 Tidewater\n4 Glass Houses\n5 Foxes\n6 Northbound\n7 Salt\n(+ Quiet Hours and Static for Bristol)
Nico: nice, that flow works
Tess: Tidewater third is brave, I like it
#nd_cover Ash: are we doing a cover? we could do a cover
Nico: dunno. maybe. let's see how the set feels
Kemi: bad news people
Kemi: new job has put me on late shifts on Tuesdays from next week 😩
Tess: Ah no
Nico: we'll sort it
"""),
("2025-08-14 22:20", r"""
Nico: ok rehearsal days, since Kemi can't do Tuesdays anymore
#d_reh2_p Nico: Mondays work for everyone? same 7-10
#d_reh2_a1 Tess: Mondays are fine for me
#d_reh2_a2 Kemi: mondays are perfect 🙏
#d_reh2_ash Ash: yeah
#d_reh2_a3 Dev: I'll come to the thursday ones for the sound
#d_reh2_ok Nico: Mondays and Thursdays then, starting this Monday
#nt_earplugs Nico: and everyone bring your own earplugs from now on, the unit's spare pack is gone
"""),
("2025-08-15 12:00", r"""
#t4_done Kemi: tees ordered!! 60 in black, 20 S / 25 M / 15 L, arriving the 29th 👕
#tee_cost Tess: Amazing, £330 out of the pot
#ash_paid Ash: sent you my £60 tess
>ash_paid Tess: Received, thank you Ash 😇
Nico: ok vinyl news, not great
#t6_done >t6_tk Nico: Cut & Groove quote for 100 lathe-cuts: £1,150 and 8 weeks minimum. So they'd land mid October
Tess: That's over budget AND after the tour
Kemi: noooo
#d_vinyl_drop Nico: yeah let's forget the vinyl for this tour
#d_vinyl_drop_a Tess: Agreed, maybe for the album
Ash: sad but fair
#nt_europe Kemi: one day we'll do a proper europe tour with vinyl and everything
"""),
("2025-08-16 10:40", r"""
#t8_hand Kemi: ugh I'm so sorry, the new job is eating me alive, I haven't even started the poster. can someone take it?
#t8_acc >t8_hand Nico: I'll do it, I've got Canva open for the setlist anyway. Monday?
Kemi: you're a star 💫
Kemi: all the photos from the shoot are in the drive btw
Kemi: @Sunny ideas to build hype before the first show?
#nd_tiktok Sunny: omg yes!! do a daily TikTok countdown from 10 days out, one song snippet per day 🎬 and a "guess the setlist" comment game! ✨
Ash: i am not doing tiktok dances
Kemi: lol noted
"""),
("2025-08-18 21:30", r"""
#t8_done >t8_acc Nico: poster's done [photo]
Nico: [photo]
Kemi: OBSESSED
Ash: there's a moon
Tess: Gorgeous. Send the PDF to the venues?
#nt_sent Nico: already sent it to all three this afternoon
Tess: Great
Nico: still nothing from Joe about Leeds btw
#t12_re Nico: I'll ring him tomorrow
"""),
("2025-08-19 18:15", r"""
Nico: rang Joe, went to voicemail
Dev: he's done that to mates of mine too
Kemi: hmm
Nico: I'll give him till the weekend
"""),
("2025-08-20 19:40", r"""
Tess: Sleeping arrangements
#sleep_cdf Tess: Cardiff we drive back the same night. Birmingham my sister's got a sofa and a floor. Manchester is the problem
#d_hotel_p Tess: I'd book one Premier Inn in Manchester for the Saturday, two rooms, about £140, and we crash at my sister's in Birmingham for free
#d_hotel_obj >d_hotel_p Kemi: my back cannot do a floor after a gig tho 😭 can't we do hotels both nights?
Tess: That's another £130 out of the pot
Nico: and your sister's place was fine last time
#d_hotel_kemi Kemi: ok fine, but I'm calling the sofa
#d_hotel_a1 Nico: Premier Inn Manchester then
#d_hotel_a2 Dev: 👍
#d_hotel_a3 Ash: i'll take the floor, floors love me
#t11_tk Tess: I'll book it this week
"""),
("2025-08-21 22:30", r"""
Nico: good one tonight
Dev: levels are much better with the new DI
#nt_di Dev: I'll sort us a proper second DI box at some point too
Ash: my pedal died completely lol. played the last song with a ghost kick
#t5_tk Ash: ill get a new kick pedal this weekend
Kemi: please do 🙏
#nt_round Ash: also first round's on me in every city
Tess: I'll hold you to that
Ash: pls don't
"""),
("2025-08-23 11:00", r"""
#t11_done >t11_tk Tess: Premier Inn Manchester Central booked, two twin rooms, Sat 20th, £138. Confirmation in the drive
Nico: 🙏
Tess: Pot is £1,350 now with everyone's floats
#nd_matinee Tess: If Birmingham sells out we could ask Lockside about an early matinee the same day, they do that sometimes
Nico: let's see if we sell out first lol
#presale Kemi: presale says 41 tickets gone for Bham already
Ash: 41!!!
Ash: [sticker]
Nico: still no Joe
"""),
("2025-08-25 10:15", r"""
Dev: bad news
#mot Dev: uncle's Sprinter failed its MOT this morning. brakes and a corroded sill. not fixable before the 17th
Ash: vanessa 2 no
Kemi: oh NO
Tess: Right. Options
Dev: Mercer's Transit is gone for those dates, I checked
#d_van3_p Dev: Kwik Van have a Vivaro, 9 seats but smaller boot, £480 for the 4 days. kit fits if the keys go in flat. I've used them
#d_van3_tess Tess: £480 is less than the Transit was so the budget is fine
#d_van3_a1 Nico: do it
#d_van3_a2 Kemi: do the keys fit though
Dev: flight case fits flat, measured it last week for fun
#d_van3_a3 Kemi: ok then 👍
#t13_tk Dev: booking it now-ish, will confirm today
#nd_keys Dev: we could also ditch the keys rig for the small venues and you just use a laptop?
#nd_keys_no >nd_keys Kemi: absolutely not
Dev: worth a shot
#nt_smoke Dev: want me to bring the smoke machine?
#nt_smoke_no >nt_smoke Nico: god no, the Tin Shed has a hair-trigger alarm
"""),
("2025-08-25 16:40", r"""
#t13_done >t13_tk Dev: Vivaro booked. pick up Wed 17th 6pm, back Mon 22nd by noon. £480, Tess I sent you the invoice
Tess: Got it, paying from the pot
#d_van3_re Nico: great, Vivaro from Kwik Van it is. Dev drives, I'm backup
Ash: vanessa 3
"""),
("2025-08-26 20:00", r"""
Nico: ok Leeds
Nico: Joe hasn't answered an email, two texts or a call in two weeks
#d_leeds_drop >d_leeds_p Nico: I'm calling it, Leeds is off. not chasing anymore
#d_leeds_drop_a Tess: Yeah, let's not plan around someone who ghosts
Kemi: shame but fine
#nd_glasgow Ash: add glasgow instead?
#nd_glasgow_no >nd_glasgow Dev: 3.5 hours from Manchester and you've got work Monday Kemi
Ash: true
#leeds_home Nico: Sunday 21st we just drive home then
Kemi: more sleep 😌
"""),
("2025-08-28 22:10", r"""
Nico: last Thursday rehearsal of August 🎸
Kemi: Northbound finally clicked tonight
#pedal_q >t5_tk Tess: Ash, pedal?
#t5_re Ash: forgot. next week i swear
Dev: my spare's in the unit, just use that mate, stop torturing the kick
Ash: my hero
#t15_tk Kemi: I'll set up the SumUp reader for merch before the tour, need to link it to the band account
Tess: Thank you, the login's in the drive
"""),
("2025-08-30 13:30", r"""
#tees_in Kemi: TEES ARE HERE 👕👕👕 [photo]
Ash: they're so good
Nico: the print is so crisp
Tess: Counted 60, all there
Kemi: a day early too
"""),
("2025-08-31 18:00", r"""
Tess: End of month money update
#pot_end Tess: Pot: £1,350 in, minus tees £330 and van £480 and hotel £138 = £402 left. Fees come in on the tour
Nico: tight but fine
Ash: so we're rich
Tess: No
#nd_stream Kemi: random thought, should we livestream the Bristol show?
#nd_stream_no >nd_stream Nico: let's get through the tour first, then talk
Kemi: fair
Nico: 18 days 🌙
Dev: see you Monday
Kemi: [sticker]
"""),
]

DECISIONS = [
    dict(id='d1', text='Tour: Thu 18 Sept Cardiff (Tin Shed), Fri 19 Birmingham (Lockside), Sat 20 Manchester (Night Owl), homecoming Bristol Gasworks Sat 27',
         stated=['d_route_p', 'd_route_a1', 'd_route_a2', 'd_route_a3', 'd_route_a4'],
         agreed_by=['Nico', 'Tess', 'Kemi', 'Ash', 'Dev'],
         status='current'),
    dict(id='d2', text='Rehearse Tuesdays and Thursdays 7-10pm at the unit until the tour',
         stated=['d_reh1_p', 'd_reh1_a1', 'd_reh1_a2', 'd_reh1_a3'],
         agreed_by=['Tess', 'Nico', 'Ash', 'Kemi'],
         status='superseded', superseded_by='d3', changed_at=['d_reh2_p', 'd_reh2_ok']),
    dict(id='d3', text='Rehearse Mondays and Thursdays 7-10pm instead (Kemi has late shifts on Tuesdays)',
         stated=['d_reh2_p', 'd_reh2_a1', 'd_reh2_a2', 'd_reh2_ash', 'd_reh2_a3', 'd_reh2_ok'],
         agreed_by=['Nico', 'Tess', 'Kemi', 'Ash', 'Dev'],
         status='current'),
    dict(id='d4', text='Hire a long-wheelbase Transit from Mercer Hire (£620, 4 days)',
         stated=['d_van1_p', 'd_van1_a1', 'd_van1_a2'],
         agreed_by=['Tess', 'Nico', 'Kemi'],
         status='superseded', superseded_by='d5', changed_at=['d_van2_p', 'd_van2_tess']),
    dict(id='d5', text="Borrow Dev's uncle's Sprinter instead (pay fuel + £90 to add named drivers)",
         stated=['d_van2_p', 't3_done', 'd_van2_a1', 'd_van2_tess', 'd_van2_a2'],
         agreed_by=['Dev', 'Nico', 'Tess', 'Kemi'], objected_by=['Tess'],
         status='superseded', superseded_by='d6', changed_at=['d_van3_p', 'd_van3_a1']),
    dict(id='d6', text='Sprinter failed its MOT: hire a 9-seat Vivaro from Kwik Van (£480), Dev drives, Nico backup',
         stated=['d_van3_p', 'd_van3_tess', 'd_van3_a1', 'd_van3_a3', 'd_van3_re'],
         agreed_by=['Dev', 'Tess', 'Nico', 'Kemi'],
         status='current'),
    dict(id='d7', text='Open every show with the single Paper Moons (Hum Low second)',
         stated=['d_open_p', 'd_open_a1', 'd_open_a2', 'd_open_a3', 'd_open_hum', 'd_open_deal'],
         agreed_by=['Nico', 'Kemi', 'Tess', 'Ash'],
         status='current'),
    dict(id='d8', text="Add a Leeds show Sun 21 Sept at the Hop Yard (£200 + bar share)",
         stated=['d_leeds_p', 'd_leeds_a1', 'd_leeds_a2', 'd_leeds_a3', 'd_leeds_a4'],
         agreed_by=['Nico', 'Dev', 'Tess', 'Ash', 'Kemi'],
         status='dropped', changed_at=['d_leeds_drop', 'd_leeds_drop_a']),
    dict(id='d9', text='Merch: 60 tees at £15, leftover EP tote bags at £10',
         stated=['d_merch_p', 'd_merch_a1', 'd_merch_ash', 'd_merch_a2'],
         agreed_by=['Kemi', 'Nico', 'Ash', 'Tess'], objected_by=['Ash'],
         status='current'),
    dict(id='d10', text='Press 100 lathe-cut Paper Moons 7-inch records to sell on tour',
         stated=['d_vinyl_p', 'd_vinyl_a1', 'd_vinyl_a2', 'd_vinyl_ok'],
         agreed_by=['Nico', 'Kemi', 'Tess'],
         status='dropped', changed_at=['d_vinyl_drop', 'd_vinyl_drop_a']),
    dict(id='d11', text="Money: fees and merch go into the band pot; costs and Dev's £150 come out; the rest split four ways after Bristol",
         stated=['d_split_p', 'd_split_a1', 'd_split_a2', 'd_split_a3', 'd_split_dev'],
         agreed_by=['Tess', 'Nico', 'Ash', 'Kemi', 'Dev'],
         status='current'),
    dict(id='d12', text="One Premier Inn night in Manchester (Sat 20); sleep at Tess's sister's in Birmingham; drive back from Cardiff",
         stated=['d_hotel_p', 'd_hotel_kemi', 'd_hotel_a1', 'd_hotel_a2', 'd_hotel_a3'],
         agreed_by=['Tess', 'Kemi', 'Nico', 'Dev', 'Ash'], objected_by=['Kemi'],
         status='current'),
]

NON_DECISIONS = [
    (['nd_route_bot', 'nd_route_bot_no'], 'bot suggestion ignored'),
    (['nd_capes'], 'joke'),
    (['nd_retire'], 'joke'),
    (['nd_cover'], 'question'),
    (['nd_tiktok'], 'bot suggestion ignored'),
    (['nd_matinee'], 'hypothetical'),
    (['nd_keys', 'nd_keys_no'], 'proposal not taken up'),
    (['nd_glasgow', 'nd_glasgow_no'], 'proposal not taken up'),
    (['nd_stream', 'nd_stream_no'], 'proposal not taken up'),
]

TODOS = [
    dict(id='t1', owner='Nico', task='Get the three venue holds confirmed in writing (fee and door split)',
         taken=['t1_tk'], due='2025-08-06', status='done', closed_by=['t1_done']),
    dict(id='t2', owner='Tess', task='Book the Mercer Hire Transit',
         taken=['t2_tk'], due='2025-08-10', status='dropped', closed_by=['t2_drop']),
    dict(id='t3', owner='Dev', task="Ask his uncle what adding named drivers to the Sprinter's insurance costs",
         taken=['t3_tk'], due='2025-08-08', status='done', closed_by=['t3_done']),
    dict(id='t4', owner='Kemi', task='Order 60 tour tees from the printer',
         taken=['t4_tk'], due='2025-08-15', status='done', closed_by=['t4_done']),
    dict(id='t5', owner='Ash', task='Buy a new kick-drum pedal',
         taken=['t5_tk', 't5_re'], due='2025-08-24', status='open'),
    dict(id='t6', owner='Nico', task='Get a quote from Cut & Groove for 100 lathe-cut records',
         taken=['t6_tk'], due='2025-08-11', status='done', closed_by=['t6_done']),
    dict(id='t7', owner='Tess', task='Set up the band-pot spreadsheet',
         taken=['t7_tk'], due='2025-08-11', status='done', closed_by=['t7_done']),
    dict(id='t8', owner='Kemi', task='Design the tour poster',
         taken=['t8_tk', 't8_acc'], due='2025-08-17', status='done', closed_by=['t8_done'],
         handed_to='Nico'),
    dict(id='t9', owner='Codex', task='Estimate the tour fuel cost',
         taken=['t9_tk'], due='', status='done', closed_by=['t9_done']),
    dict(id='t10', owner='Sunny', task='Draft the tour announcement post',
         taken=['t10_tk'], due='', status='done', closed_by=['t10_done']),
    dict(id='t11', owner='Tess', task='Book the Premier Inn in Manchester for Sat 20',
         taken=['t11_tk'], due='2025-08-24', status='done', closed_by=['t11_done']),
    dict(id='t12', owner='Nico', task='Chase Joe (Hop Yard) for a Leeds contract',
         taken=['t12_tk', 't12_re'], due='', status='dropped', closed_by=['d_leeds_drop']),
    dict(id='t13', owner='Dev', task='Book the Kwik Van Vivaro',
         taken=['t13_tk'], due='2025-08-25', status='done', closed_by=['t13_done']),
    dict(id='t14', owner='Ash', task='Write a setlist draft',
         taken=['t14_tk'], due='2025-08-13', status='done', closed_by=['t14_done']),
    dict(id='t15', owner='Kemi', task='Set up the SumUp card reader for merch, linked to the band account',
         taken=['t15_tk'], due='', status='open'),
]

NON_TODOS = [
    (['nt_unit'], 'already done'),
    (['nt_photo_t', 'nt_photo_r'], 'already done by someone else'),
    (['nt_sunny_offer'], 'bot offer not taken up'),
    (['nt_float'], 'instruction to others'),
    (['nt_codex_offer'], 'bot offer not taken up'),
    (['nt_earplugs'], 'instruction to others'),
    (['nt_europe'], 'vague wish'),
    (['nt_sent'], 'already done'),
    (['nt_di'], 'vague promise'),
    (['nt_round'], 'banter promise'),
    (['nt_smoke', 'nt_smoke_no'], 'offer declined'),
]

QUESTIONS = [
    # ---- changed
    ('What are we driving on tour now?',
     ['d_van1_p', 'd_van2_p', 'd_van2_tess', 'd_van3_p', 'd_van3_a1', 't13_done'],
     "A 9-seat Vivaro hired from Kwik Van (£480); the Transit and then the uncle's Sprinter both fell through", 'changed'),
    ('Which vehicle did we first agree to hire, and what did it cost?',
     ['d_van1_p', 'd_van1_a1'], 'A long-wheelbase Transit from Mercer Hire, £620 for four days', 'changed'),
    ("Why didn't the borrowed Sprinter work out in the end?",
     ['d_van2_p', 'mot'], "It failed its MOT on Aug 25 (brakes and a corroded sill) and couldn't be fixed in time", 'changed'),
    ('Which evenings do we practise these days?',
     ['d_reh1_p', 'd_reh2_p', 'd_reh2_ok'], 'Mondays and Thursdays, 7-10pm (it was Tuesdays and Thursdays until Kemi got Tuesday late shifts)', 'changed'),
    ('Are we still playing Leeds?',
     ['d_leeds_p', 'd_leeds_drop', 'leeds_home'], 'No. The Hop Yard promoter stopped answering, so Leeds was called off on Aug 26; on Sun 21 they drive home', 'changed'),
    ('Is the 7-inch record happening for the tour?',
     ['d_vinyl_p', 'd_vinyl_ok', 't6_done', 'd_vinyl_drop'], 'No: the quote was £1,150 and 8+ weeks, so it was dropped (maybe for the album)', 'changed'),
    ('How many tour dates are there now, counting the hometown one?',
     ['d_route_p', 'd_leeds_p', 'd_leeds_drop'], 'Four: Cardiff 18, Birmingham 19, Manchester 20 and Bristol 27 (Leeds was added, then dropped)', 'changed'),
    ('How much did the van end up costing compared with the first hire plan?',
     ['d_van1_p', 'd_van3_p', 't13_done'], '£480 for the Vivaro instead of £620 for the Transit', 'changed'),
    # ---- owner
    ('Who ended up making the gig poster?',
     ['t8_tk', 't8_hand', 't8_acc', 't8_done'], 'Nico, who took it over from Kemi', 'owner'),
    ('Who booked the replacement van?',
     ['t13_tk', 't13_done'], 'Dev', 'owner'),
    ('Who is supposed to get the card machine working for merch?',
     ['t15_tk'], 'Kemi', 'owner'),
    ('Who worked out how much fuel would cost?',
     ['t9_tk', 't9_done'], 'Codex (the bot)', 'owner'),
    ('Who wrote the first draft of the set order?',
     ['t14_tk', 't14_done'], 'Ash', 'owner'),
    # ---- status
    ("Has Ash replaced his broken pedal yet?",
     ['t5_tk', 't5_re'], 'No, he forgot and promised next week (Dev offered a spare)', 'status'),
    ('Are the shirts ordered, and have they arrived?',
     ['t4_tk', 't4_done', 'tees_in'], 'Yes: ordered Aug 15, all 60 arrived on Aug 30', 'status'),
    ('Did the Mercer Transit ever get booked?',
     ['t2_tk', 't2_drop'], "No, Tess held off and then didn't book it once they switched to the Sprinter", 'status'),
    ('Is the Manchester hotel sorted?',
     ['t11_tk', 't11_done'], 'Yes, Premier Inn Manchester Central, two twin rooms, Sat 20th, £138', 'status'),
    ('Is the card reader ready for selling merch?',
     ['t15_tk'], 'Not reported yet; Kemi said she would set it up before the tour', 'status'),
    ('Did anyone get a Leeds contract in the end?',
     ['t12_tk', 't12_re', 'd_leeds_drop'], 'No, Nico stopped chasing and Leeds was called off', 'status'),
    # ---- single
    ('What song do we start each show with?',
     ['d_open_p', 'd_open_a2', 'd_open_hum'], 'Paper Moons (Hum Low second)', 'single'),
    ('How much are shirts going for at the merch table?',
     ['d_merch_p', 'd_merch_a1', 'd_merch_ash'], '£15 (totes £10)', 'single'),
    ('What is Dev getting paid for the tour?',
     ['d_split_p', 'd_split_dev'], 'A flat £150 from the band pot', 'single'),
    ('What is the Manchester venue paying us?',
     ['t1_done'], '£300 flat', 'single'),
    ('How long are the sets?',
     ['setlen'], '35 minutes, except Bristol which is 50', 'single'),
    ('How much float did Tess ask each of us for?',
     ['nt_float'], '£60 each, by Friday Aug 15', 'single'),
    # ---- temporal
    ('When do we pick the van up and drop it back?',
     ['t13_done'], 'Pick up Wed 17 Sept 6pm, return Mon 22 Sept by noon', 'temporal'),
    ('When did the MOT failure news come in?',
     ['mot'], 'Monday Aug 25 (that morning)', 'temporal'),
    ('When was the Leeds date abandoned?',
     ['d_leeds_drop'], 'Aug 26', 'temporal'),
    ('When did the Mondays start replacing Tuesdays for practice?',
     ['d_reh2_ok'], 'From Monday Aug 18 (decided Thu Aug 14, "starting this Monday")', 'temporal'),
    # ---- multi
    ('What have the tees, the van and the hotel cost us altogether, and what does that leave?',
     ['tee_cost', 't13_done', 't11_done', 'pot_end'], '£948 (tees £330 + van £480 + hotel £138), leaving £402 of the £1,350 pot', 'multi'),
    ('Where is everyone sleeping on each night of the tour?',
     ['sleep_cdf', 'd_hotel_p', 'd_hotel_kemi', 'd_hotel_a1', 'leeds_home'],
     "Cardiff: drive home; Birmingham: Tess's sister's (Kemi on the sofa); Manchester: Premier Inn; Sunday: drive home", 'multi'),
    ('What is the deal at the Birmingham venue and how are ticket sales going there?',
     ['t1_done', 'presale'], '70/30 door split; 41 presale tickets sold by Aug 23', 'multi'),
    ('Why did Ash think £15 was too much and why did it stay?',
     ['d_merch_obj', 'merch_cost', 'merch_bands', 'd_merch_a1', 'd_merch_ash'], "He wanted £12 for an unknown band; Tess said £12 barely clears cost and Nico said bands charge £15-20, so he agreed to £15", 'multi'),
]


if __name__ == '__main__':
    msgs, markers = build(SESSIONS, PEOPLE, tz_hours=1, seed=20250804)
    write_all(HERE, msgs, markers, DECISIONS, NON_DECISIONS, TODOS, NON_TODOS, QUESTIONS)
