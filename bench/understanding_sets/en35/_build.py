#!/usr/bin/env python3
"""English (Arizona) bike-shop staff chat: Desert Willow Bikes, Tempe. The shop's first charity
gravel ride for a kids' bike programme, shop hours, shop rides, 2026-09-14 .. 2026-10-18,
-07:00 (MST, Arizona keeps no DST).

Run `python3 _build.py` (from anywhere) to regenerate chat.jsonl and the label
files in this folder. Line format: see ../_chatgen.py.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from _chatgen import build, write_all  # noqa: E402

PEOPLE = {
    'Rosa': (5120938476, False),    # owner; permits, money calls, "ok team"
    'Dev': (6038291745, False),     # head mechanic; routes, dry, grumbles
    'Kayla': (5749201836, False),   # front of house + socials; lowercase, emoji
    'Bo': (6910384527, False),      # junior mechanic, 21; jokes, races cyclocross
    'Linh': (5283019467, False),    # part-time bookkeeper; numbers, suppliers
    'Claudie': (7720194836, True),  # bot: polite, careful
    'Gemma': (7831920465, True),    # bot: chatty
}

SESSIONS = [
("2026-09-14 18:20", r"""
Rosa: ok team, shop's closed, quick thing before everyone scatters
Rosa: I want to finally do the charity ride this fall. Proceeds to Valley Kids Ride, the earn-a-bike program
Kayla: YES 🙌
Bo: the gravel ride we've been talking about for 2 years lol
Dev: as long as I'm not fixing 40 flats at the start line
#d_date1_p Rosa: Saturday Oct 10. Weather should finally be under 100 by then
#d_date1_a1 Kayla: oct 10 works!!
#d_date1_a2 Linh: fine by me
#d_date1_a3 Dev: sure
#d_date1_ok Rosa: Oct 10 it is
#d_start_p Rosa: start and finish at the big ramada in Papago Park, roll out at 7
#d_start_a1 Bo: papago ramada 👍
#d_start_a2 Dev: 7 is fine
#t_permit Rosa: I'll put in the ramada permit with Tempe parks tomorrow
#n_night Bo: what if we did it at night tho. glow sticks, headlamps, full send
#n_night_r >n_night Dev: gravel in the dark with 60 strangers. no
Bo: fair
Kayla: ok going home, my feet hurt
"""),
("2026-09-15 09:05", r"""
#t_permit_done1 >t_permit Rosa: permit application in for the 10th. parks said allow 10 business days
Kayla: morning!! coffee's on
Dev: who left the truing stand clamp loose again
Bo: ...
Dev: it slipped and gouged a rim, Bo
Bo: my bad
#t_clamp Dev: whatever. I'll order a replacement clamp from Park today, it's stripped anyway
"""),
("2026-09-15 19:40", r"""
#d_fee_p Rosa: entry fee thinking $25 adults, $10 for under-16s, every cent to Valley Kids Ride
#d_fee_obj Linh: $10 for kids won't even cover their snacks and the bib. we'd be paying to have them
#d_fee_r Rosa: the shop eats snacks and bibs, it's our marketing budget anyway
#d_fee_ln Linh: ok if it comes out of marketing I'm fine with it
#d_fee_a1 Kayla: love that kids are cheap, families will come
#d_fee_ok Rosa: $25 / $10 then
#t_reg Kayla: i'll build the registration page on our site this week, waiver checkbox and all
#t_waiver_q Rosa: @Claudie can you draft short waiver text for a charity gravel ride? plain language
#t_waiver Claudie: Of course. I'll draft it now.
#t_waiver_done Claudie: Here's a draft:\n"I understand cycling on unpaved trails carries risk of injury. I am responsible for my own equipment and riding within my ability. I release Desert Willow Bikes, its staff and volunteers, and Valley Kids Ride from claims arising from my participation, except in cases of gross negligence. Riders under 18 need a parent or guardian's signature."\nYou may want a local lawyer to glance at it.
Rosa: perfect, thank you
#nt_claudie_pr Claudie: If useful, I could also write a short press release for local papers.
"""),
("2026-09-16 12:15", r"""
#d_routes_p Dev: routes. I'd do a 20-mile gravel loop out past the canal and an 8-mile flat family loop that stays in the park
#d_routes_obj Dev: only problem: two routes means two sweep riders and I'm one person
#d_routes_k Kayla: my partner jess rides, she'll sweep the short one, i already asked her
#d_routes_dv Dev: ok then two routes works
#n_socks Bo: custom socks for every rider would go hard
#n_socks_r >n_socks Linh: socks are $9 a pair wholesale, nope
#d_routes_a1 Rosa: love it
#d_routes_a2 Bo: 20 miles + tacos after, sign me up
#t_gps Dev: I'll map both on Ride with GPS by Sunday
#nt_tallbike Bo: I'm doing the long one on the tallbike btw
Kayla: bo no
Bo: bo yes
"""),
("2026-09-17 17:30", r"""
#d_raffle_p Linh: Sun Devil Cycles' rep said they'd donate an e-bike. we could raffle it, $10 a ticket. that'd be huge for the kids program
#d_raffle_a1 Rosa: wow yes. do it
#d_raffle_a2 Kayla: an e-bike raffle?!?! people will lose their minds
#d_raffle_a3 Dev: fine, as long as I don't have to build it
#t_ebike Bo: I'll drive out to their warehouse in Chandler and pick it up next week
#t_raffle_rules Linh: I'll check what the state needs for a raffle, I think there's a rule
#nt_hair Kayla: if we sell 200 tickets i'm dyeing my hair orange
Bo: screenshot'd
"""),
("2026-09-18 10:10", r"""
#d_wed_p Bo: also can we start a Wednesday night shop ride? 6:30 from the shop, 15 miles, no drop. good lead-up to the big ride
#d_wed_a1 Kayla: ooh yes i'll post it
#d_wed_a2 Rosa: sure, starting next Wednesday the 23rd
#d_wed_a3 Dev: I'll come
Kayla: [photo]
Kayla: made the graphic already lol
Linh: cute
"""),
("2026-09-19 13:10", r"""
Kayla: saturday rush is unreal today
Kayla: 11 flats in the queue
Dev: goatheads. it's always goatheads
Bo: [photo]
Bo: pulled 23 thorns out of one tire
Linh: that's a record surely
Dev: not even close
"""),
("2026-09-20 20:45", r"""
#t_gps_done >t_gps Dev: routes are up. 20.4 mi and 8.1 mi. links pinned in the shop account
Dev: the long one has one sandy bit by the canal, ridable
Rosa: thanks Dev
Bo: [photo]
Bo: pre-rode the sandy bit. it is NOT ridable
Dev: skill issue
"""),
("2026-09-21 11:40", r"""
#t_reg_done >t_reg Kayla: registration page is live!! desertwillowbikes.com/ride
Kayla: waiver is claudie's text, rosa approved
#nt_cap_note Kayla: pls nobody promise anyone a spot past whatever cap we set, we need a real number
#d_cap_p Rosa: cap is 80. permit for that ramada says 80 people max anyway
#d_cap_a1 Linh: 80 👍
#d_cap_a2 Dev: 80 is already a lot of flats
#d_cap_ok Kayla: ok setting the page to close at 80
#t_raffle_done >t_raffle_rules Linh: raffle update and it's not great. in Arizona you need to be a registered nonprofit for a year to run one, we're a shop. Valley Kids Ride is too new, they're 8 months old
Rosa: ugh
Kayla: noooo
#d_raffle_drop_p Rosa: ok the raffle's off. not worth getting in trouble
#d_raffle_drop_a1 Linh: agreed, shame
#d_raffle_drop_a2 Dev: yeah drop it
#t_ebike_drop >t_ebike Bo: guess I'm not driving to Chandler then
"""),
("2026-09-22 16:00", r"""
#d_closed_p Rosa: other thing. from October I want us closed Mondays. everyone's been doing six days since spring and it shows
#d_closed_obj Kayla: mondays are our commuter repair days tho, people drop bikes before work
#d_closed_r Rosa: they can drop Sunday afternoon or Tuesday. I'll take the hit
#d_closed_ky Kayla: ok ok, honestly i'd love a real weekend. fine
#d_closed_a1 Dev: finally
#d_closed_a2 Bo: 🙏🙏🙏
#t_hours Kayla: i'll change google hours and make a door sign before oct 1
#nt_bo_door Bo: I can print the door sign
#nt_bo_door_r >nt_bo_door Kayla: lol it's literally in the print queue already
"""),
("2026-09-23 21:15", r"""
Bo: wednesday ride #1 done
Bo: [photo]
#wed1 Bo: two people. me and a guy named Hector. it was 101
Dev: I bailed, sorry, had a wheel build
Kayla: two is a start!
Rosa: it's early, give it a couple weeks
#t_wed2 Dev: I'll scout a route with more shade for the next ones
"""),
("2026-09-24 13:30", r"""
#t_clamp_done >t_clamp Dev: new clamp's in and on the stand. please stop cranking it
Bo: noted with love
#n_sunday_open Linh: have we thought about opening Sundays til 4? that's when people actually ride
#n_sunday_open_r Dev: we just made Mondays off. not also adding Sundays
Linh: fair, was just thinking out loud
#nt_co2 Linh: I can restock the CO2 carts on the counter display
#nt_co2_r >nt_co2 Dev: did it yesterday, there's 30 in there
"""),
("2026-09-25 18:50", r"""
Rosa: hey so bad news on the date
#oktoberfest Rosa: parks just emailed. Tempe's Oktoberfest is the 10th and the park lot + lake path are closed to events that weekend. they won't approve us
Dev: of course
#d_date2_p Rosa: next Saturday then, Oct 17
#d_date2_obj >d_date2_p Bo: I'm racing the cross race in Flagstaff on the 17th 😭
Kayla: bo the kids
#d_date2_bo Bo: ...I'll skip Flagstaff. it's one race. 17th is fine
#d_date2_a1 Kayla: 17th works for me
#d_date2_a2 Linh: works
#d_date2_a3 Dev: ok
#d_date2_ok Rosa: Oct 17 then. Kayla can you change the page
Kayla: page already says 17th 👍
#t_permit_re Rosa: I'll redo the permit for the 17th Monday morning
"""),
("2026-09-26 10:20", r"""
Kayla: [photo]
Kayla: new bar tape colors came in, this teal is elite
Bo: teal gang
Dev: looks like a swimming pool
Kayla: that's the point
"""),
("2026-09-28 14:45", r"""
Rosa: parks called back on the permit
#sunday_only Rosa: the Saturday slots on the 17th are all booked by a church picnic. they can give us Sunday the 18th, same ramada
#d_date3_p Rosa: so Sunday Oct 18. anyone dead against it?
#d_date3_a1 Dev: Sunday's better honestly, fewer cars on the canal road
#d_date3_a2 Kayla: sunday works!! changing the page again 😂
#d_date3_a3 Bo: sunday means I could've done Flagstaff 😭 but yes fine
#d_date3_a4 Linh: 18th good
#d_date3_ok Rosa: done, Sunday Oct 18
#t_permit_done2 >t_permit_re Rosa: and the permit's approved for the 18th, I've got the PDF
#n_bot_timed_q Kayla: @Gemma how many people usually do these charity rides around here?
Gemma: Ooh fun question! Local charity gravel rides in the Valley often draw somewhere between 40 and 150 riders depending on promotion and weather 🚲
#n_bot_timed Gemma: Idea!! Add a timed KOM segment on the climb with a prize for the fastest! Riders LOVE a little competition 🏆
#n_bot_timed_r Rosa: it's a charity ride for families, nobody's racing
"""),
("2026-09-30 19:00", r"""
#wed2 Bo: wednesday ride #2: me and Hector again. 99 degrees
Kayla: hector is a legend
#d_wed_drop_p Rosa: ok let's shelve the Wednesday rides until it cools down. not worth it for two people in the heat
#d_wed_drop_a1 Dev: yep
#d_wed_drop_a2 Bo: sad but yeah
#t_wed2_drop Dev: so I'm not scouting a shady route. good, there isn't one
Kayla: rip wednesday ride graphic
"""),
("2026-10-01 09:30", r"""
#t_hours_done >t_hours Kayla: google hours updated, door sign up, closed mondays from this week
Kayla: [photo]
Rosa: looks great
#d_food_p Linh: food at the finish: Comal Rojo truck doing breakfast burritos? they do events. shop pays?
#d_food_a1 Rosa: yes their chorizo one. shop pays
#d_food_a2 Bo: COMAL ROJO
#d_food_a3 Dev: fine by me
#t_burrito Linh: I'll book them then
#nt_canopy Linh: I can also bring my canopy for the sign-in table
#nt_canopy_r >nt_canopy Rosa: ramada's covered, we're good
"""),
("2026-10-02 17:10", r"""
#reg_count1 Kayla: 41 registered!! 9 of them kids
Rosa: nice!!
#t_marshals Bo: I'll round up 4 volunteer marshals for the road crossings, my cross team owes me
#nt_avail Rosa: everyone send me what time you can be at the ramada on the 18th, by Sunday please
#n_medals_q Kayla: are we doing finisher medals??
#n_medals_r >n_medals_q Rosa: let's see how many sign up first
#n_cactus Kayla: we should make dev wear the saguaro costume at the finish
Dev: absolutely not
Kayla: we own it though
Dev: it smells like 2019
"""),
("2026-10-03 17:35", r"""
Bo: monsoon round 2 out here 🌩️
Kayla: [photo]
Kayla: the parking lot is a lake
Rosa: everyone ok? don't ride home in that
Dev: I'm waiting it out with a wheel build
Linh: dust storm on the 10 too, stay in
Bo: roof's leaking over the tire rack again
Rosa: landlord's been told twice already. sigh
"""),
("2026-10-05 10:00", r"""
Linh: heads up, I fly to Hanoi Thursday for my grandma's 90th, gone two weeks
Rosa: oh wow, have the best time
#t_burrito_hand Linh: but I haven't booked Comal Rojo yet, they never called back 😬 Rosa can you take it?
#t_burrito_hand_ok Rosa: yep I'll call them, I know the owner's sister
Linh: thank you!!
#t_check Linh: I'll do the final tally and send Valley Kids Ride the check when I'm back
#n_hypo_heat Dev: if the forecast for the 18th says 100+, we'd have to cut the long route to 12
#n_hypo_heat_r Rosa: let's cross that bridge if we get there
"""),
("2026-10-06 15:40", r"""
#t_charity Rosa: I'll email Valley Kids Ride to confirm they're bringing a table and a couple of kids from the program
Kayla: they'd be so cute at the start line
#t_list_q Rosa: @Gemma make us a checklist for ride morning? everything we need to bring
#t_list Gemma: On it!! Give me a sec 📝
#t_list_done Gemma: Ride Morning Checklist 🚴\n- permit PDF (printed!)\n- sign-in sheets + waivers for walk-ups\n- bibs + safety pins\n- floor pumps x2, tubes, tools, CO2\n- first aid kit\n- water jugs + cups\n- route arrows + zip ties\n- cash box for walk-ups\n- sunscreen!!
#nt_gemma_mix Gemma: Want me to make a start-line playlist too? I have ideas 🎶
Bo: cash box is in the back btw
Rosa: the checklist is great
"""),
("2026-10-07 18:25", r"""
#t_charity_done >t_charity Rosa: Valley Kids Ride confirmed: table, banner, and three kids who just earned their bikes
Kayla: 😭😭
#nt_insurance Rosa: also I added the event rider to the shop insurance yesterday so we're covered
Dev: good
#d_time2 Dev: for the flyer: riders at the ramada 6:00, wheels rolling 6:30. forecast is 94 by ten
#d_time2_a1 Rosa: yes
#d_time2_a2 Kayla: updating the page + flyer
#d_time2_a3 Bo: 6:30 👍 pain
#nt_backroom Dev: and I'll clean the back room at some point, before the ride probably
Kayla: sure dev
"""),
("2026-10-08 11:20", r"""
#t_burrito_re Rosa: still chasing Comal Rojo, left a voicemail
Kayla: [photo]
Kayla: bib numbers came in!!
Bo: I want 69
Kayla: no
#n_fire_dev Bo: rule: whoever finishes last on the long route has to fire Dev
Dev: you'd be last
"""),
("2026-10-09 16:45", r"""
#t_burrito_done >t_burrito_hand_ok Rosa: Comal Rojo booked! 9:30 at the ramada, 90 burritos, $6 each, the shop's paying
Bo: chorizo 🙏
#t_marshals_done >t_marshals Bo: marshals locked: Hector plus three from my cross team. vests from the city are at the front desk
Rosa: Hector from the Wednesday ride??
Bo: he's all in now
#nt_bikepack Kayla: someday i want us to do a shop bikepacking trip to sedona
Dev: someday
"""),
("2026-10-10 19:20", r"""
Bo: [photo]
Bo: oktoberfest on the lake, you can see why parks said no lol
Kayla: is that a guy in lederhosen on a penny farthing
Bo: it is
Dev: respect
"""),
("2026-10-13 12:00", r"""
#reg_count2 Kayla: 72 registered, 14 kids
Rosa: we might actually sell out
#t_photos Kayla: i'll shoot the start and post a thank-you reel the day after the ride
#t_photos_b Kayla: wait that's a monday, we're closed. posting it anyway
Rosa: 😂
"""),
("2026-10-14 19:10", r"""
Bo: [photo]
Bo: route arrows cut, 60 of them
Dev: those are upside down
Bo: they're arrows Dev they go both ways
Dev: they don't
#n_bot_press_q Bo: @Claudie do we need a permit to zip-tie arrows to park signposts?
Claudie: Good question. Parks departments usually prefer stakes or sandwich boards rather than fixing anything to their signs. It would be worth checking with Tempe Parks, and removing everything the same day.
Rosa: stakes. we have stakes
"""),
("2026-10-16 20:30", r"""
#reg_full Kayla: 80/80 SOLD OUT 🎉 page closed
Rosa: !!!!
Linh: from Hanoi: amazing!!! 🎉
Kayla: and no, not dyeing my hair, it was 200 raffle tickets and there's no raffle
Bo: loophole
Rosa: everyone: 5:45 at the ramada Sunday. sleep
"""),
("2026-10-18 05:50", r"""
Dev: at the ramada. it's dark and there's a coyote
Bo: on my way
+15m Kayla: [photo]
Kayla: sign-in table up!
+30m Rosa: 78 of 80 checked in
+10m Dev: and they're off
+2h Rosa: last sweep in, jess brought home the family group, zero injuries 🙌
Rosa: [photo]
+20m Bo: burritos gone in 15 minutes
"""),
("2026-10-18 15:20", r"""
Rosa: thank you all. genuinely the best day the shop's had
#total Linh: quick math from Kayla's export: 66 adults x $25 + 14 kids x $10 = $1,790 for Valley Kids Ride
#walkup Kayla: plus walk-up donations in the cash box, $212
#t_check_re Linh: I'll send the check when I'm home next week, burrito cost stays with the shop
#t_photos_re Kayla: reel's half edited, posting tomorrow like i said
Dev: back room's still a mess btw
Bo: at some point
"""),
]

DECISIONS = [
    dict(id='d1', text='Charity gravel ride on Saturday Oct 10',
         stated=['d_date1_p', 'd_date1_a1', 'd_date1_a2', 'd_date1_a3', 'd_date1_ok'],
         agreed_by=['Rosa', 'Kayla', 'Linh', 'Dev'], objected_by=[],
         status='superseded', superseded_by='d2', changed_at=['d_date2_p', 'd_date2_ok']),
    dict(id='d2', text='Ride moved to Saturday Oct 17 (Oktoberfest closes the park on the 10th)',
         stated=['d_date2_p', 'd_date2_bo', 'd_date2_a1', 'd_date2_a2', 'd_date2_a3', 'd_date2_ok'],
         agreed_by=['Rosa', 'Bo', 'Kayla', 'Linh', 'Dev'], objected_by=['Bo'],
         status='superseded', superseded_by='d3', changed_at=['d_date3_p', 'd_date3_ok']),
    dict(id='d3', text='Ride on Sunday Oct 18 (only Sunday free at the ramada)',
         stated=['d_date3_p', 'd_date3_a1', 'd_date3_a2', 'd_date3_a3', 'd_date3_a4', 'd_date3_ok', 't_permit_done2'],
         agreed_by=['Rosa', 'Dev', 'Kayla', 'Bo', 'Linh'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d4', text='Start/finish at the big Papago Park ramada, roll out at 7:00',
         stated=['d_start_p', 'd_start_a1', 'd_start_a2'],
         agreed_by=['Rosa', 'Bo', 'Dev'], objected_by=[],
         status='superseded', superseded_by='d5', changed_at=['d_time2', 'd_time2_a1']),
    dict(id='d5', text='Riders at the ramada 6:00, rolling at 6:30 (heat)',
         stated=['d_time2', 'd_time2_a1', 'd_time2_a2', 'd_time2_a3'],
         agreed_by=['Dev', 'Rosa', 'Kayla', 'Bo'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d6', text='Entry $25 adults / $10 under-16s, all to Valley Kids Ride; shop covers snacks and bibs',
         stated=['d_fee_p', 'd_fee_ln', 'd_fee_a1', 'd_fee_ok'],
         agreed_by=['Rosa', 'Linh', 'Kayla'], objected_by=['Linh'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d7', text='Two routes: 20-mile gravel loop + 8-mile family loop, Jess sweeps the short one',
         stated=['d_routes_p', 'd_routes_k', 'd_routes_dv', 'd_routes_a1', 'd_routes_a2'],
         agreed_by=['Dev', 'Kayla', 'Rosa', 'Bo'], objected_by=['Dev'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d8', text='Shop closed on Mondays from October',
         stated=['d_closed_p', 'd_closed_ky', 'd_closed_a1', 'd_closed_a2'],
         agreed_by=['Rosa', 'Kayla', 'Dev', 'Bo'], objected_by=['Kayla'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d9', text='Raffle a donated e-bike at $10 a ticket',
         stated=['d_raffle_p', 'd_raffle_a1', 'd_raffle_a2', 'd_raffle_a3'],
         agreed_by=['Linh', 'Rosa', 'Kayla', 'Dev'], objected_by=[],
         status='dropped', superseded_by=None,
         changed_at=['d_raffle_drop_p', 'd_raffle_drop_a1', 'd_raffle_drop_a2']),
    dict(id='d10', text='Wednesday night shop ride, 6:30 from the shop, from Sept 23',
         stated=['d_wed_p', 'd_wed_a1', 'd_wed_a2', 'd_wed_a3'],
         agreed_by=['Bo', 'Kayla', 'Rosa', 'Dev'], objected_by=[],
         status='dropped', superseded_by=None,
         changed_at=['d_wed_drop_p', 'd_wed_drop_a1', 'd_wed_drop_a2']),
    dict(id='d11', text='Registration capped at 80 riders (ramada permit limit)',
         stated=['d_cap_p', 'd_cap_a1', 'd_cap_a2', 'd_cap_ok'],
         agreed_by=['Rosa', 'Linh', 'Dev', 'Kayla'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d12', text='Comal Rojo food truck breakfast burritos at the finish, paid by the shop',
         stated=['d_food_p', 'd_food_a1', 'd_food_a2', 'd_food_a3', 't_burrito_done'],
         agreed_by=['Linh', 'Rosa', 'Bo', 'Dev'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
]

NON_DECISIONS = [
    (['n_night', 'n_night_r'], 'proposal not taken up'),      # night ride with headlamps
    (['n_socks', 'n_socks_r'], 'proposal not taken up'),      # custom socks
    (['n_sunday_open', 'n_sunday_open_r'], 'proposal not taken up'),  # open Sundays til 4
    (['n_bot_timed_q'], 'question'),                          # how many riders usually?
    (['n_bot_timed', 'n_bot_timed_r'], 'bot suggestion ignored'),  # Gemma: timed KOM segment
    (['n_medals_q', 'n_medals_r'], 'question'),               # finisher medals? see numbers
    (['n_cactus'], 'joke'),                                   # Dev in the saguaro costume
    (['n_hypo_heat', 'n_hypo_heat_r'], 'hypothetical'),       # 100+ → cut long route
    (['n_fire_dev'], 'joke'),                                 # last finisher fires Dev
    (['n_bot_press_q'], 'question'),                          # zip-tie arrows to signposts?
]

TODOS = [
    dict(id='t1', owner='Rosa', task='Get the Papago ramada permit from Tempe parks (redo it when the date moved)',
         taken=['t_permit', 't_permit_re'], due='2026-09-15', status='done', closed_by=['t_permit_done2'], handed_to=None),
    dict(id='t2', owner='Kayla', task='Build the registration page on the shop site with the waiver checkbox',
         taken=['t_reg'], due='2026-09-20', status='done', closed_by=['t_reg_done'], handed_to=None),
    dict(id='t3', owner='Dev', task='Map both routes on Ride with GPS',
         taken=['t_gps'], due='2026-09-20', status='done', closed_by=['t_gps_done'], handed_to=None),
    dict(id='t4', owner='Linh', task='Check what Arizona requires to run a raffle',
         taken=['t_raffle_rules'], due='', status='done', closed_by=['t_raffle_done'], handed_to=None),
    dict(id='t5', owner='Bo', task='Drive to Chandler and pick up the donated e-bike',
         taken=['t_ebike'], due='2026-09-27', status='dropped', closed_by=['d_raffle_drop_p', 't_ebike_drop'], handed_to=None),
    dict(id='t6', owner='Dev', task='Scout a shadier route for the Wednesday rides',
         taken=['t_wed2'], due='', status='dropped', closed_by=['d_wed_drop_p', 't_wed2_drop'], handed_to=None),
    dict(id='t7', owner='Linh', task='Book the Comal Rojo burrito truck for the finish',
         taken=['t_burrito', 't_burrito_hand_ok', 't_burrito_re'], due='', status='done',
         closed_by=['t_burrito_done'], handed_to='Rosa'),
    dict(id='t8', owner='Claudie', task='Draft plain-language waiver text',
         taken=['t_waiver'], due='', status='done', closed_by=['t_waiver_done'], handed_to=None),
    dict(id='t9', owner='Gemma', task='Make a ride-morning checklist',
         taken=['t_list'], due='', status='done', closed_by=['t_list_done'], handed_to=None),
    dict(id='t10', owner='Dev', task='Order a replacement truing-stand clamp from Park',
         taken=['t_clamp'], due='2026-09-15', status='done', closed_by=['t_clamp_done'], handed_to=None),
    dict(id='t11', owner='Kayla', task='Change the Google hours and make a door sign for Monday closing',
         taken=['t_hours'], due='2026-09-30', status='done', closed_by=['t_hours_done'], handed_to=None),
    dict(id='t12', owner='Linh', task='Do the final tally and send Valley Kids Ride the check',
         taken=['t_check', 't_check_re'], due='', status='open', closed_by=[], handed_to=None),
    dict(id='t13', owner='Rosa', task='Email Valley Kids Ride to confirm their table and kids at the start',
         taken=['t_charity'], due='', status='done', closed_by=['t_charity_done'], handed_to=None),
    dict(id='t14', owner='Bo', task='Recruit 4 volunteer marshals for the road crossings',
         taken=['t_marshals'], due='', status='done', closed_by=['t_marshals_done'], handed_to=None),
    dict(id='t15', owner='Kayla', task='Shoot the start and post a thank-you reel',
         taken=['t_photos', 't_photos_b', 't_photos_re'], due='2026-10-19', status='open', closed_by=[], handed_to=None),
]

NON_TODOS = [
    (['nt_tallbike'], 'banter promise'),                  # long route on the tallbike
    (['nt_hair'], 'banter promise'),                      # orange hair at 200 tickets
    (['nt_claudie_pr'], 'bot offer not taken up'),        # press release
    (['nt_cap_note'], 'instruction to others'),           # nobody promise spots past the cap
    (['nt_bo_door', 'nt_bo_door_r'], 'already done by someone else'),  # door sign already printing
    (['nt_co2', 'nt_co2_r'], 'already done by someone else'),          # CO2 restocked yesterday
    (['nt_canopy', 'nt_canopy_r'], 'offer declined'),     # canopy → ramada's covered
    (['nt_avail'], 'instruction to others'),              # send availability by Sunday
    (['nt_gemma_mix'], 'bot offer not taken up'),         # playlist
    (['nt_insurance'], 'already done'),                   # event rider added yesterday
    (['nt_backroom'], 'vague promise'),                   # clean the back room at some point
    (['nt_bikepack'], 'vague wish'),                      # bikepacking trip to Sedona
]

QUESTIONS = [
    # ---- changed
    ('So what day is the charity ride happening in the end?',
     ['d_date1_ok', 'd_date2_ok', 'd_date3_p', 'd_date3_ok'],
     'Sunday October 18 (first Sat Oct 10, then Sat Oct 17, then Sunday the 18th)', 'changed'),
    ('Which date did we pick first for the ride?',
     ['d_date1_p', 'd_date1_ok'], 'Saturday October 10', 'changed'),
    ('Why did the 10th fall through?',
     ['oktoberfest', 'd_date2_p'], "Tempe's Oktoberfest closes the park lot and lake path that weekend, so parks wouldn't approve it", 'changed'),
    ('Why aren\'t we riding on Saturday the 17th after all?',
     ['sunday_only', 'd_date3_p'], 'A church picnic had all the Saturday slots at the ramada; parks offered Sunday the 18th', 'changed'),
    ('What time do riders set off now?',
     ['d_start_p', 'd_time2', 'd_time2_a1'], 'Wheels rolling 6:30, riders at the ramada by 6:00 (it was 7:00 before, moved for the heat)', 'changed'),
    ('What roll-out time did Rosa set originally?',
     ['d_start_p', 'd_start_a2'], '7:00 from the Papago Park ramada', 'changed'),
    ('Whatever happened to giving away the e-bike?',
     ['t_raffle_done', 'd_raffle_drop_p'],
     'Dropped: Arizona only lets nonprofits registered for a year run raffles; the shop is not one and Valley Kids Ride is 8 months old', 'changed'),
    ('Are the midweek evening shop rides still going?',
     ['wed1', 'wed2', 'd_wed_drop_p'], 'No, shelved until it cools down: only two riders each time in 99-101 degree heat', 'changed'),
    # ---- owner
    ('Who ended up sorting the breakfast truck?',
     ['t_burrito', 't_burrito_hand', 't_burrito_hand_ok', 't_burrito_done'],
     'Rosa (Linh took it on, then handed it over before flying to Hanoi)', 'owner'),
    ('Who wrote the liability wording on the sign-up page?',
     ['t_waiver_q', 't_waiver_done', 't_reg_done'], 'Claudie (the bot), approved by Rosa', 'owner'),
    ('Who put the two routes on Ride with GPS?',
     ['t_gps', 't_gps_done'], 'Dev', 'owner'),
    ('Who found the people to guard the road crossings?',
     ['t_marshals', 't_marshals_done'], 'Bo (Hector plus three from his cross team)', 'owner'),
    ('Who is riding sweep on the short family loop?',
     ['d_routes_k'], "Jess, Kayla's partner", 'owner'),
    # ---- status
    ('Has Valley Kids Ride been sent the money yet?',
     ['t_check', 't_check_re'], 'Not yet: Linh will send the check when she is home next week', 'status'),
    ('Is the thank-you video posted?',
     ['t_photos', 't_photos_re'], 'Not yet: Kayla has it half edited and says she will post it the next day', 'status'),
    ('Did Bo go get the donated bike in Chandler?',
     ['t_ebike', 't_ebike_drop'], 'No, the raffle was dropped so the pickup was called off', 'status'),
    ('Is the park paperwork done?',
     ['t_permit_re', 't_permit_done2'], 'Yes, the ramada permit is approved for the 18th and Rosa has the PDF', 'status'),
    ('Did the broken part on the truing stand get replaced?',
     ['t_clamp', 't_clamp_done'], 'Yes, Dev ordered a new clamp and fitted it', 'status'),
    ('Did Dev come up with a shadier Wednesday route?',
     ['t_wed2', 't_wed2_drop'], 'No, the Wednesday rides were shelved so he dropped it', 'status'),
    # ---- single
    ('What is the most riders we can take?',
     ['d_cap_p'], '80 (the ramada permit limit)', 'single'),
    ('How much do under-16s pay to enter?',
     ['d_fee_p', 'd_fee_ok'], '$10 (adults $25)', 'single'),
    ('How long is the gravel loop exactly?',
     ['t_gps_done'], '20.4 miles (the family loop is 8.1)', 'single'),
    ('What do the burritos cost us?',
     ['t_burrito_done'], '$6 each, 90 of them, paid by the shop', 'single'),
    ('Who pushed back on shutting on Mondays?',
     ['d_closed_obj', 'd_closed_ky'], 'Kayla (commuter repair day), then she agreed', 'single'),
    ('Where do the riders gather?',
     ['d_start_p'], 'The big ramada in Papago Park', 'single'),
    # ---- temporal
    ('From when is the shop shut on Mondays?',
     ['d_closed_p', 't_hours_done'], 'From October (the week of Oct 1)', 'temporal'),
    ('When was the first Wednesday evening ride?',
     ['d_wed_a2', 'wed1'], 'Wednesday September 23', 'temporal'),
    ('When did the ride sell out?',
     ['reg_full'], 'October 16 (80 of 80)', 'temporal'),
    ('What time is the food truck due at the ramada?',
     ['t_burrito_done'], '9:30', 'temporal'),
    # ---- multi
    ('How much did the ride raise for the kids program altogether?',
     ['total', 'walkup'], '$2,002: $1,790 in entries (66 x $25 + 14 x $10) plus $212 walk-up donations', 'multi'),
    ("How was Linh's worry about the kids' price settled?",
     ['d_fee_obj', 'd_fee_r', 'd_fee_ln'], "The shop covers kids' snacks and bibs from its marketing budget, so Linh agreed to $10", 'multi'),
    ("How did Dev's problem with having two routes get solved?",
     ['d_routes_obj', 'd_routes_k', 'd_routes_dv'], "He needed a second sweep; Kayla's partner Jess sweeps the short loop, so Dev agreed", 'multi'),
    ('What did Bo give up for the Oct 17 date, and did it turn out to matter?',
     ['d_date2_obj', 'd_date2_bo', 'd_date3_a3'],
     'He skipped his Flagstaff cross race on the 17th; then the ride moved to Sunday the 18th, so he could have raced after all', 'multi'),
]


if __name__ == '__main__':
    msgs, markers = build(SESSIONS, PEOPLE, tz_hours=-7, seed=20260914)
    write_all(HERE, msgs, markers, DECISIONS, NON_DECISIONS, TODOS, NON_TODOS, QUESTIONS)
