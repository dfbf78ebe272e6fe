#!/usr/bin/env python3
"""English (New Zealand, Canterbury) rural volunteer fire brigade auxiliary chat
(Ashgrove Volunteer Fire Brigade Auxiliary): a Labour-weekend pancake breakfast
and an equipment drive for a thermal imaging camera, 2026-09-28 .. 2026-11-01, +13:00 NZDT.

Run `python3 _build.py` (from anywhere) to regenerate chat.jsonl and the label
files in this folder. Line format: see ../_chatgen.py.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from _chatgen import build, write_all  # noqa: E402

PEOPLE = {
    'Glenys': (4731902586, False),  # auxiliary president; moves things along
    'Hemi': (5820419637, False),    # firefighter, sheep farmer; talks to the Chief Fire Officer; short
    'Sarah': (6195037428, False),   # treasurer; raffle, money, lists
    'Jono': (5407812963, False),    # 22, firefighter, apprentice sparky; lowercase, "chur"
    'Fiona': (7048315926, False),   # primary teacher; rosters; emoji
    'Bev': (6632590184, False),     # 78, life member, bakes; full sentences
    'Codex': (7719204635, True),    # bot: terse, numbers
    'Claudie': (7826041953, True),  # bot: polite
}

SESSIONS = [
("2026-09-28 19:35", r"""
Glenys: Evening all. Now that the clocks have gone forward I'm feeling motivated 😄
Jono: lost an hour of sleep tho
Glenys: The brigade meeting last week asked us to get a fundraiser going before summer.
#tic_goal Glenys: Dave (CFO) says the thing the crew really needs is a thermal imaging camera. Decent one is about $4,000.
Sarah: That's a big number for us. Last year's quiz night made $1,100.
#d_tic_p Hemi: I'd make the TIC the target for the equipment drive. Bucket on the day plus an online page
#d_tic_obj Fiona: Shouldn't a defib come first though? Feels more lifesaving 🤔
#d_tic_r >d_tic_obj Hemi: school's got one and so has the tavern. Dave wants the camera, finding people in smoke is the gap
#d_tic_fa Fiona: Oh fair, didn't know the tavern had one. Camera it is then 👍
#d_tic_a1 Sarah: Agree, $4k target for the camera.
#d_tic_a2 Bev: Yes, I'm happy with that.
#d_tic_ok Glenys: Lovely. Equipment drive = thermal imaging camera, $4,000 goal.
#d_bay_p Glenys: And for the fundraiser itself I was thinking a pancake breakfast on Labour weekend. Sunday 25th, in the engine bay at the station. People love seeing the trucks.
#d_bay_a1 Jono: chur, pancakes in the bay would be mean
#d_bay_a2 Bev: I can do the batter, I've done it for the church for years.
#d_bay_a3 Sarah: Sounds good to me
#d_bay_ok Glenys: Great, engine bay on Sunday 25 October then.
#d_time_p Sarah: Times? I'd say 7 till 11, catch the early farmers
#d_time_a1 Hemi: yep 7 suits
#d_time_a2 Glenys: 7 to 11 works.
#t_cfo Hemi: I'll run the bay idea past Dave tomorrow, he'll want to know
Glenys: Thanks Hemi.
"""),
("2026-09-29 20:10", r"""
#t_cfo_done Hemi: talked to Dave
#bay_no Hemi: bay's a no. trucks have to stay in and ready to roll, can't have 80 people and hotplates round the appliances. insurance wouldn't like it either
Jono: ah bugger
Fiona: Makes sense tbh, imagine a callout mid-pancake 😅
#d_hall_p Glenys: Then let's use the community hall. It's right next door to the station so people can still wander over and look at the trucks.
#d_hall_a1 Sarah: Good thinking, the hall kitchen is decent too
#d_hall_a2 Bev: The hall is perfect, it has that big urn.
#d_hall_a3 Jono: sweet as
#d_hall_ok Glenys: Hall it is.
#t_hall Glenys: I'll ring Marion on the hall committee today and get us booked.
#n_truck_rides Jono: could we do rides on the old tanker for the kids??
#n_truck_rides_no Hemi: no chance. trucks don't leave for joyrides, Dave would have my head
Jono: worth a shot lol
"""),
("2026-09-30 12:40", r"""
#t_hall_done Glenys: Rang Marion.
#hall_no Glenys: Bad news, Plunket have the hall all day on the 25th for their spring market. Booked since June.
Sarah: Of course they do
Bev: Oh dear.
#d_rugby_p Jono: what about the rugby club rooms at the domain? big kitchen, BBQ area, heaps of parking. Tipene's club secretary, he'll sort us
#d_rugby_obj Bev: That's a good two kilometres out of town. A lot of the older ones don't drive any more, they won't get out there.
#d_rugby_r Hemi: I'll run the brigade ute as a shuttle from the Four Square every half hour. door to door if anyone rings
#d_rugby_ba Bev: Well, if there's a ride I've got no complaint. The domain it is.
#d_rugby_a1 Fiona: Love the shuttle idea 🚐
#d_rugby_a2 Sarah: Yep, rugby rooms.
#d_rugby_ok Glenys: Done, rugby club rooms at the domain with Hemi's shuttle from the Four Square.
#t_rugby Jono: ill get onto tipene and have it locked in by friday
Glenys: Thanks Jono.
#n_council Hemi: honestly we could just ask the council for a grant and skip all the pancakes
#n_council_no Sarah: Council grants take 4 months and they want two quotes. Pancakes are quicker!
Hemi: fair
"""),
("2026-10-01 19:05", r"""
Sarah: Right, money. We need a price before the posters go out.
#d_price_p Sarah: $10 adults, $5 kids under 12. That's pancakes, bacon, banana, maple syrup and a hot drink.
#d_price_obj Jono: ten bucks for pancakes is a bit much eh? my flatmates would pay 5 tops
#d_price_r >d_price_obj Sarah: Most of the bacon's going to be donated and every cent goes to the camera. People pay more when they know where it goes.
#d_price_ja Jono: yeah fair enough, all good with 10
#d_price_a1 Fiona: $10/$5 is fine, the school gala charges more 😂
#d_price_a2 Bev: That's fair value.
#d_price_ok Glenys: $10 adults, $5 under 12s. Agreed.
#t_codex_q Sarah: @Codex if we get 150 adults and 60 kids at $10/$5, and costs are about $450 for food plus $50 koha to the club, what do we clear? And break-even in adults?
#t_codex Codex: On it.
#t_codex_done Codex: Revenue: 150×$10 + 60×$5 = $1,800\nCosts: $450 + $50 = $500\nNet: $1,300\nBreak-even: 50 adults (costs / $10)
Hemi: not bad for a morning
#d_supp_p Bev: For eggs, Fielding's Free Range out on Bealey Road. Ron does them at cost for community things.
#d_supp_p2 Hemi: and I'll hit up Torlesse Meats for the bacon, they gave us sausages for the quiz night
#d_supp_a1 Glenys: Good, Fielding's eggs and Torlesse bacon.
#d_supp_a2 Sarah: 👍 that keeps costs right down
#t_eggs Bev: I'll ring Ron tomorrow morning.
#t_bacon Hemi: I'll pop into Torlesse when I'm in Darfield next week
#n_codex_pre Codex: Suggest pre-selling tickets online to reduce cash handling.
#n_codex_pre_r Glenys: We'll stick with cash and the eftpos machine on the door, thanks Codex.
"""),
("2026-10-02 10:20", r"""
#t_eggs_done >t_eggs Bev: Rang Ron. 20 dozen eggs at cost, $6 a dozen, and he'll drop them to the club rooms on the Saturday.
Glenys: Wonderful, thank you Bev.
Sarah: $120 for eggs 👌
+6h #t_rugby_done >t_rugby Jono: rugby rooms locked in for sun 25th. tipene says just a $50 koha and leave the kitchen tidy
Glenys: Perfect.
Fiona: Yay 🎉
#nt_bacon_eat Jono: dont worry i'll eat any leftover bacon personally
Fiona: Generous of you 😂
"""),
("2026-10-03 16:30", r"""
Hemi: [photo]
Hemi: first twins of the season
Fiona: Awww 🐑🐑
Bev: Lovely. Lambing going well then?
Hemi: not bad. cold snap last week lost a couple
#nt_docking Jono: i can come help with docking next weekend if you want
#nt_docking_r >nt_docking Hemi: all good, contractors are booked. cheers tho
Jono: rugby on tonight anyone? crusaders prelim
Sarah: That's not until next month Jono
Jono: oh lol wrong year
"""),
("2026-10-05 19:45", r"""
#d_raffle_p Sarah: Raffle! Three prizes: a trailer load of firewood (Hemi's offered), a Four Square hamper, and a $100 Ashgrove Tavern voucher. $2 a ticket or 3 for $5, drawn at 11 on the day.
#d_raffle_obj Hemi: not sure. people are sick of raffles, every school and club is doing one this month
#d_raffle_r Sarah: A trailer of dry firewood before winter sells itself out here. And we'll sell on the door, not door-knocking.
#d_raffle_ha Hemi: ok yeah the wood's a good hook. I'm in
#d_raffle_a1 Bev: Count me in, I do love a raffle.
#d_raffle_a2 Fiona: Yes!
#d_raffle_ok Glenys: Raffle's on: three prizes, $2 or 3 for $5, drawn at 11am.
#t_tickets Sarah: I'm in Christchurch on Thursday, I'll grab the ticket books from Warehouse Stationery then.
#n_licence Bev: Do we need some sort of licence for a raffle?
Sarah: Not for prizes under $5,000, I checked the DIA page.
#d_castle_p Fiona: For the kids, what about a bouncy castle out on the grass? Would pull the families in 🏰
#d_castle_a1 Jono: yes haha
#d_castle_a2 Glenys: Nice idea, yes let's.
#d_castle_a3 Sarah: If it's not crazy money, yes.
#t_castle Fiona: I'll get a quote from Jumpin' Jacks in Rolleston.
"""),
("2026-10-06 18:15", r"""
#t_bacon_done >t_bacon Hemi: Torlesse are giving us 10kg of bacon. free. dropping it to the club chiller on the saturday
Glenys: That's fantastic Hemi!
Sarah: Best news all week
Bev: We must send them a proper thank you.
#d_band_p Sarah: Another idea, my brother-in-law's band the Rakaia Rovers could play a few sets on the deck. They'd do it for free, just want a feed.
#d_band_a1 Glenys: Oh yes, a bit of music would be lovely.
#d_band_a2 Jono: sick
#d_band_a3 Fiona: Yesss 🎸
#d_band_ok Glenys: Music from the Rakaia Rovers, great.
#t_band Sarah: I'll lock in times with them and make sure they bring their own PA.
#nt_speaker Jono: i can bring my jbl speaker too if we need
#nt_speaker_r Glenys: Thanks Jono, but the band will have their own gear so we're covered.
"""),
("2026-10-07 20:00", r"""
#t_claudie_q Glenys: @Claudie could you draft a short Facebook post for the breakfast? Sunday 25 Oct, rugby club rooms, $10/$5, raffle, all proceeds to a thermal imaging camera for the brigade.
#t_claudie Claudie: Of course, I'll put something together for you.
#t_claudie_done Claudie: Here's a draft:\n🥞 Ashgrove Fire Brigade Pancake Breakfast 🥞\nSunday 25 October, Ashgrove Rugby Club rooms (Domain Rd)\nPancakes, bacon, banana & maple, plus a cuppa: $10 adults, $5 under 12s\nRaffle: firewood trailer load, Four Square hamper, $100 Tavern voucher ($2 or 3 for $5)\nEvery dollar goes towards a thermal imaging camera for our volunteers 🚒
#n_claudie_gf Claudie: You might also consider offering a gluten-free batter option for guests who need it.
#n_claudie_gf_r Bev: We'll keep it simple this year, one batter is plenty for me.
Fiona: Post looks great!
#t_posters Jono: ill do posters for the four square, tavern and the school board this week
Glenys: Thank you.
#nt_firesafety Fiona: One day I'd love to get the brigade into school for a proper fire safety week 🚒
Hemi: Dave would be keen
"""),
("2026-10-08 19:30", r"""
#early Fiona: Thinking about the times, on a long weekend most families won't come before 8. 7 o'clock would just be us and Ron
Sarah: True, and the farmers will come whenever there's bacon
#d_time2 Glenys: Pancake Brekkie – Sunday 25 October\n8:00am to 11:30am\nAshgrove Rugby Club rooms, Domain Road\nShuttle from the Four Square every half hour\nRaffle drawn at 11
#d_time2_a1 Fiona: Perfect 👌
#d_time2_a2 Bev: That suits me, I can do the batter at home before.
#d_time2_a3 Hemi: yep
#d_time2_a4 Jono: sweet, ill put that on the posters
#nt_givealittle Sarah: Oh and the Givealittle page for the camera is live, I set it up last night. Link's on the brigade page.
Glenys: Brilliant.
#n_gala Fiona: Could we do a sausage sizzle at the school gala in November as well?
#n_gala_r Glenys: One thing at a time Fiona! Let's talk about it after Labour weekend.
Fiona: Haha fair 🙈
"""),
("2026-10-09 13:10", r"""
#t_tickets_done Glenys: Sarah's left the raffle books in my letterbox, 20 books. Got them, they're on the bench.
Sarah: Yep, dropped them on the way home last night
Bev: The church ladies will want a couple of books, I'm sure.
+5h Jono: [photo]
#t_posters_done Jono: posters up at the four square, tavern and school 👍
Hemi: legend
Fiona: The school one's already got a doodle on it 😂
"""),
("2026-10-10 11:00", r"""
Bev: Made a test batch this morning.
Bev: [photo]
Jono: omg
Hemi: save me some
Fiona: Those look unreal Bev 😍
#nt_pikelets Bev: Next year I'm doing my pikelets as well, you mark my words.
Sarah: We'll hold you to that!
"""),
("2026-10-12 20:20", r"""
#castle_quote Fiona: Jumpin' Jacks quote: $280 for the day and they need two adults supervising the whole time. AND they won't put it up if the wind's over 30km/h.
Hemi: nor'wester will be blowing, guaranteed
Sarah: $280 is a lot of pancakes.
#d_castle_drop_p >castle_quote Fiona: Honestly let's ditch the castle. Not worth it 😕
#d_castle_drop_a1 Glenys: Agreed, no castle. The kids can look at the truck Hemi brings.
#d_castle_drop_a2 Jono: yeah fair
#t_castle_drop Fiona: I'll tell them thanks but no thanks, I hadn't booked anything anyway
#n_flipoff Jono: we could do a pancake flip-off instead, loser wears the old 1990s turnout gear for the day lol
Bev: I'll win that.
Jono: haha no doubt
"""),
("2026-10-13 19:15", r"""
Glenys: We need a roster for the day.
#d_roster_p Fiona: Two shifts? 7 to 9:45 set-up and cooking: Hemi, Jono, Bev on batter. 9:45 to 12: me, Sarah, Glenys, plus pack-down.
#d_roster_a1 Sarah: Works for me, I'll do the door and raffle on the second shift
#d_roster_a2 Hemi: yep. I'll do the shuttle runs between flips
#d_roster_a3 Bev: I'll be there from 7.
#d_roster_ok Glenys: Good, two shifts as Fiona said.
#t_roster Fiona: I'll put it in a proper spreadsheet with the shuttle times and share it by the weekend 📋
#t_gas Jono: ill grab the brigade hotplates from the station and get the gas bottles filled next week
#nt_apron Glenys: Everyone, please bring your own apron and a hat.
#n_rain Bev: What do we do if it pours on the day?
Hemi: it's all under cover at the club rooms, we'd just lose the deck
"""),
("2026-10-14 18:40", r"""
#band_out Sarah: Bad news on the music front. The Rovers' drummer came off his motorbike, broken wrist, and they won't play without him.
Fiona: Oh no, is he ok??
Sarah: He'll be fine, just grumpy
#d_band_drop_p Sarah: So no band I'm afraid. Not going to try and find another one this late.
#d_band_drop_a1 Glenys: That's fine, no music then. We'll survive.
#d_band_drop_a2 Jono: rip
#t_band_drop Sarah: Nothing to confirm with them now obviously
Jono: my jbl offer still stands lol
Glenys: Noted 😄
"""),
("2026-10-15 22:40", r"""
Jono: pager just went off, scrub fire on the river flats
Hemi: on my way
Fiona: Stay safe you two 🙏
+2h Hemi: all out. some idiot burning rubbish in a nor'wester
Jono: stinking of smoke now lol
Bev: Good work boys. Now you see why you need that camera.
Glenys: Exactly what I'll be saying on the posters 😄
"""),
("2026-10-17 15:50", r"""
#t_roster_done Fiona: Roster's done and shared 📋 shifts, jobs and shuttle times all on one page
Fiona: [photo]
Sarah: Looks great
#nt_roster_print Glenys: I'll print it for the station noticeboard
#nt_roster_print_r >nt_roster_print Hemi: already printed one and stuck it up by the kettle this morning
Glenys: Oh, quick! Thanks.
#nt_tap Hemi: I'll have a look at that leaky tap in the club kitchen at some point too
"""),
("2026-10-19 07:55", r"""
#t_gas_hand Jono: hey team bad timing, work's sending me on a course in rolleston all week. can someone grab the hotplates and get the gas filled? sorry
#t_gas_hand_ok Hemi: I'll do it, I'm in town thursday anyway
Jono: chur hemi owe you one
#nt_beer Hemi: if we hit the $4k I'll shout the whole crew a beer
Jono: holding you to that
"""),
("2026-10-20 20:05", r"""
Sarah: Float check. I'll have $200 in coins and small notes, and the eftpos machine from the club.
#codex_float Codex: Can generate a float breakdown by denomination if needed.
Sarah: All good, sorted it already.
#n_scones Bev: Should we do some scones as well for the non-pancake people?
#n_scones_r Glenys: I think pancakes are plenty Bev, let's not overdo it.
Bev: Fair enough.
#n_world Jono: we should go for the worlds biggest pancake record
Fiona: With what pan Jono 😂
"""),
("2026-10-22 17:30", r"""
#t_gas_done >t_gas_hand_ok Hemi: hotplates are in the ute and both gas bottles full
Glenys: Thank you Hemi.
Jono: legend
#codex_q Sarah: @Codex Givealittle is at $640, raffle pre-sales $310. How far are we off $4,000?
Codex: $4,000 − $950 = $3,050 to go.
Sarah: Breakfast will do a chunk of that
"""),
("2026-10-24 18:00", r"""
Bev: Batter's resting in the fridge. 6 batches.
Hemi: bacon and eggs in the chiller, Ron dropped the eggs at 3
Glenys: See everyone at 7. Aprons!
Jono: back from rolleston just in time 🙌
Claudie: Best of luck for tomorrow everyone, I hope it's a wonderful morning 🥞
Fiona: Thanks Claudie!
"""),
("2026-10-25 07:05", r"""
Hemi: hotplates on
Jono: [photo]
Jono: first flip of the day
+40m Fiona: On my way, bringing the cash tin
+30m Sarah: Queue out the door already!
+1h Glenys: Shuttle's done three runs, Mrs Patel says it's the best outing she's had all month
+1h Bev: We're on the last two batches.
+45m #draw Sarah: Raffle drawn! Firewood to the Hendersons, hamper to Aroha from the Four Square, tavern voucher to Dave himself 😂
Jono: rigged lol
+30m Fiona: Pack-down done, kitchen spotless
"""),
("2026-10-26 10:30", r"""
Glenys: Thank you all, what a morning.
#tally Sarah: Tally: breakfast takings $2,140, raffle $720, Givealittle now $890, bucket donations $415. Total $4,165!
Fiona: WE DID IT 🎉🎉
Hemi: beers on me then
Jono: 🍻
Bev: I'm so pleased.
#tally_cost Sarah: Costs came to $170 (eggs $120, club koha $50), so the camera's covered.
#t_thanks Glenys: I'll write thank-you cards to Torlesse, Ron, the Four Square and the tavern this week.
#t_lions Sarah: And I'll apply to the Lions for matching funds toward a second battery and case, by the end of November.
Claudie: Congratulations, that's a marvellous result for the brigade.
#nt_claudie Claudie: If you'd like, I'm happy to help with wording for the thank-you cards.
Glenys: That's kind, I'll handwrite them.
"""),
("2026-10-27 12:15", r"""
Fiona: Back at school today and three kids asked when the next pancake day is 😂
Sarah: Tell them next Labour weekend!
Jono: my flatmates are still talking about the bacon
Hemi: torlesse will be pleased
Bev: I slept for eleven hours on Sunday night.
Glenys: Well earned Bev.
Jono: same tbh
"""),
("2026-10-29 19:20", r"""
#cfo_happy Hemi: told Dave the total. he's ordering the camera from the supplier in Christchurch next week
Fiona: Amazing
Sarah: Money's sitting in the brigade account ready for the invoice.
Jono: can we name the camera
Bev: No.
Jono: lol
"""),
("2026-11-01 16:00", r"""
Glenys: Quiet Sunday. Has anyone seen my big mixing bowl? I think it went home with someone.
Bev: I have it! Sorry, it's been on my bench since last Sunday.
Fiona: Phew 😅
Hemi: spring's here, grass is going mad
Sarah: Same here, the lawnmower's given up
Jono: i'll be at the pub watching the cricket if anyone needs me lol
"""),
]

DECISIONS = [
    dict(id='d1', text='Pancake breakfast on Sunday 25 October in the fire station engine bay',
         stated=['d_bay_p', 'd_bay_a1', 'd_bay_a2', 'd_bay_a3', 'd_bay_ok'],
         agreed_by=['Glenys', 'Jono', 'Bev', 'Sarah'], objected_by=[],
         status='superseded', superseded_by='d2', changed_at=['d_hall_p', 'd_hall_ok']),
    dict(id='d2', text='Engine bay ruled out: hold the breakfast in the community hall next to the station',
         stated=['d_hall_p', 'd_hall_a1', 'd_hall_a2', 'd_hall_a3', 'd_hall_ok'],
         agreed_by=['Glenys', 'Sarah', 'Bev', 'Jono'], objected_by=[],
         status='superseded', superseded_by='d3', changed_at=['d_rugby_p', 'd_rugby_ok']),
    dict(id='d3', text='Hall taken by Plunket: breakfast at the rugby club rooms at the domain, with Hemi running the brigade ute as a shuttle from the Four Square',
         stated=['d_rugby_p', 'd_rugby_r', 'd_rugby_ba', 'd_rugby_a1', 'd_rugby_a2', 'd_rugby_ok', 't_rugby_done'],
         agreed_by=['Jono', 'Hemi', 'Bev', 'Fiona', 'Sarah', 'Glenys'], objected_by=['Bev'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d4', text='Breakfast runs 7am to 11am',
         stated=['d_time_p', 'd_time_a1', 'd_time_a2'],
         agreed_by=['Sarah', 'Hemi', 'Glenys'], objected_by=[],
         status='superseded', superseded_by='d5', changed_at=['d_time2']),
    dict(id='d5', text='Breakfast runs 8:00 to 11:30am (families will not come before 8 on the long weekend)',
         stated=['d_time2', 'd_time2_a1', 'd_time2_a2', 'd_time2_a3', 'd_time2_a4'],
         agreed_by=['Glenys', 'Fiona', 'Bev', 'Hemi', 'Jono'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d6', text='Price: $10 adults, $5 under 12s (pancakes, bacon, banana, maple, hot drink)',
         stated=['d_price_p', 'd_price_ja', 'd_price_a1', 'd_price_a2', 'd_price_ok'],
         agreed_by=['Sarah', 'Jono', 'Fiona', 'Bev', 'Glenys'], objected_by=['Jono'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d7', text="Suppliers: eggs from Fielding's Free Range at cost, bacon asked of Torlesse Meats",
         stated=['d_supp_p', 'd_supp_p2', 'd_supp_a1', 'd_supp_a2'],
         agreed_by=['Bev', 'Hemi', 'Glenys', 'Sarah'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d8', text='Raffle: firewood trailer load, Four Square hamper, $100 tavern voucher; $2 or 3 for $5; drawn at 11am on the day',
         stated=['d_raffle_p', 'd_raffle_ha', 'd_raffle_a1', 'd_raffle_a2', 'd_raffle_ok'],
         agreed_by=['Sarah', 'Hemi', 'Bev', 'Fiona', 'Glenys'], objected_by=['Hemi'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d9', text='Equipment drive target: a thermal imaging camera for the brigade, $4,000 goal (bucket on the day + online page)',
         stated=['d_tic_p', 'd_tic_fa', 'd_tic_a1', 'd_tic_a2', 'd_tic_ok'],
         agreed_by=['Hemi', 'Fiona', 'Sarah', 'Bev', 'Glenys'], objected_by=['Fiona'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d10', text='Roster: 7-9:45 set-up and cooking (Hemi, Jono, Bev on batter); 9:45-12 Fiona, Sarah (door and raffle), Glenys and pack-down',
         stated=['d_roster_p', 'd_roster_a1', 'd_roster_a2', 'd_roster_a3', 'd_roster_ok'],
         agreed_by=['Fiona', 'Sarah', 'Hemi', 'Bev', 'Glenys'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d11', text='Bouncy castle for the kids on the grass',
         stated=['d_castle_p', 'd_castle_a1', 'd_castle_a2', 'd_castle_a3'],
         agreed_by=['Fiona', 'Jono', 'Glenys', 'Sarah'], objected_by=[],
         status='dropped', superseded_by=None,
         changed_at=['d_castle_drop_p', 'd_castle_drop_a1', 'd_castle_drop_a2']),
    dict(id='d12', text='Live music on the deck from the Rakaia Rovers',
         stated=['d_band_p', 'd_band_a1', 'd_band_a2', 'd_band_a3', 'd_band_ok'],
         agreed_by=['Sarah', 'Glenys', 'Jono', 'Fiona'], objected_by=[],
         status='dropped', superseded_by=None,
         changed_at=['d_band_drop_p', 'd_band_drop_a1', 'd_band_drop_a2']),
]

NON_DECISIONS = [
    (['n_truck_rides', 'n_truck_rides_no'], 'proposal not taken up'),   # tanker rides for kids
    (['n_council', 'n_council_no'], 'proposal not taken up'),           # council grant instead
    (['n_codex_pre', 'n_codex_pre_r'], 'bot suggestion ignored'),       # pre-sell online
    (['n_licence'], 'question'),                                        # raffle licence?
    (['n_claudie_gf', 'n_claudie_gf_r'], 'bot suggestion ignored'),     # gluten-free batter
    (['n_gala', 'n_gala_r'], 'proposal not taken up'),                  # sausage sizzle at the gala
    (['n_flipoff'], 'joke'),                                            # flip-off, loser wears old gear
    (['n_rain'], 'hypothetical'),                                       # if it pours
    (['n_scones', 'n_scones_r'], 'proposal not taken up'),              # scones too
    (['n_world'], 'joke'),                                              # world's biggest pancake
]

TODOS = [
    dict(id='t1', owner='Hemi', task='Ask Dave (CFO) whether the engine bay can be used',
         taken=['t_cfo'], due='2026-09-29', status='done', closed_by=['t_cfo_done', 'bay_no'], handed_to=None),
    dict(id='t2', owner='Glenys', task='Ring Marion on the hall committee and book the community hall',
         taken=['t_hall'], due='2026-09-29', status='done', closed_by=['t_hall_done', 'hall_no'], handed_to=None),
    dict(id='t3', owner='Jono', task='Book the rugby club rooms through Tipene',
         taken=['t_rugby'], due='2026-10-02', status='done', closed_by=['t_rugby_done'], handed_to=None),
    dict(id='t4', owner='Sarah', task='Buy the raffle ticket books at Warehouse Stationery in Christchurch',
         taken=['t_tickets'], due='2026-10-08', status='done', closed_by=['t_tickets_done'], handed_to=None),
    dict(id='t5', owner='Bev', task="Ring Ron at Fielding's about eggs",
         taken=['t_eggs'], due='2026-10-02', status='done', closed_by=['t_eggs_done'], handed_to=None),
    dict(id='t6', owner='Jono', task='Collect the brigade hotplates and get the gas bottles filled',
         taken=['t_gas', 't_gas_hand_ok'], due='2026-10-25', status='done', closed_by=['t_gas_done'], handed_to='Hemi'),
    dict(id='t7', owner='Codex', task='Work out the expected net and break-even for the breakfast',
         taken=['t_codex'], due='', status='done', closed_by=['t_codex_done'], handed_to=None),
    dict(id='t8', owner='Claudie', task='Draft the Facebook post for the breakfast',
         taken=['t_claudie'], due='', status='done', closed_by=['t_claudie_done'], handed_to=None),
    dict(id='t9', owner='Fiona', task="Get a bouncy castle quote from Jumpin' Jacks",
         taken=['t_castle'], due='', status='dropped', closed_by=['d_castle_drop_a1', 't_castle_drop'], handed_to=None),
    dict(id='t10', owner='Sarah', task='Lock in set times with the Rakaia Rovers and make sure they bring a PA',
         taken=['t_band'], due='', status='dropped', closed_by=['d_band_drop_p', 't_band_drop'], handed_to=None),
    dict(id='t11', owner='Hemi', task='Ask Torlesse Meats for the bacon',
         taken=['t_bacon'], due='2026-10-11', status='done', closed_by=['t_bacon_done'], handed_to=None),
    dict(id='t12', owner='Fiona', task='Put the roster and shuttle times in a spreadsheet and share it',
         taken=['t_roster'], due='2026-10-17', status='done', closed_by=['t_roster_done'], handed_to=None),
    dict(id='t13', owner='Glenys', task='Write thank-you cards to Torlesse, Ron, the Four Square and the tavern',
         taken=['t_thanks'], due='2026-11-01', status='open', closed_by=[], handed_to=None),
    dict(id='t14', owner='Sarah', task='Apply to the Lions for matching funds (second battery and case)',
         taken=['t_lions'], due='2026-11-30', status='open', closed_by=[], handed_to=None),
    dict(id='t15', owner='Jono', task='Put posters up at the Four Square, tavern and school',
         taken=['t_posters'], due='2026-10-11', status='done', closed_by=['t_posters_done'], handed_to=None),
]

NON_TODOS = [
    (['nt_bacon_eat'], 'banter promise'),                      # eat leftover bacon
    (['nt_speaker', 'nt_speaker_r'], 'offer declined'),        # JBL speaker
    (['nt_firesafety'], 'vague wish'),                         # fire safety week at school
    (['nt_givealittle'], 'already done'),                      # Givealittle page live
    (['nt_pikelets'], 'vague promise'),                        # pikelets next year
    (['nt_apron'], 'instruction to others'),                   # bring your own apron
    (['nt_roster_print', 'nt_roster_print_r'], 'already done by someone else'),  # Hemi printed it
    (['nt_tap'], 'vague promise'),                             # leaky tap at some point
    (['nt_beer'], 'banter promise'),                           # shout the crew a beer
    (['codex_float'], 'bot offer not taken up'),               # float breakdown
    (['nt_claudie'], 'bot offer not taken up'),                # thank-you card wording
    (['nt_docking', 'nt_docking_r'], 'offer declined'),        # help with docking
]

QUESTIONS = [
    # ---- changed
    ('Where did the pancake breakfast end up being held?',
     ['d_bay_ok', 'd_hall_ok', 'd_rugby_p', 'd_rugby_ok', 't_rugby_done'],
     'At the rugby club rooms at the domain (first the engine bay, then the community hall, both fell through)', 'changed'),
    ('What venue was first planned for the breakfast?',
     ['d_bay_p', 'd_bay_ok'], 'The engine bay at the fire station', 'changed'),
    ('Why couldn\'t we use the station for it?',
     ['bay_no'], 'The CFO said the trucks must stay in and ready to respond, no crowds and hotplates near the appliances, and insurance', 'changed'),
    ('Why did the community hall fall through?',
     ['hall_no', 'd_rugby_p'], 'Plunket had booked it for their spring market on the 25th since June', 'changed'),
    ('What hours does the breakfast run now?',
     ['d_time_p', 'early', 'd_time2'], '8:00 to 11:30am (originally 7 to 11)', 'changed'),
    ('What start time did Sarah originally suggest?',
     ['d_time_p', 'd_time_a2'], '7am (7 till 11)', 'changed'),
    ('Is there going to be a bouncy castle?',
     ['d_castle_a2', 'castle_quote', 'd_castle_drop_p', 'd_castle_drop_a1'], 'No. It was agreed, then dropped: $280 for the day, two adults supervising, and no set-up in wind over 30km/h', 'changed'),
    ('Will there be live music on the day?',
     ['d_band_ok', 'band_out', 'd_band_drop_p'], 'No. The Rakaia Rovers were booked but their drummer broke his wrist, so music was dropped', 'changed'),
    # ---- owner
    ('Who ended up collecting the hotplates and filling the gas?',
     ['t_gas', 't_gas_hand', 't_gas_hand_ok', 't_gas_done'], 'Hemi (Jono took it on, then handed it over when he went on a course in Rolleston)', 'owner'),
    ('Who sorted the eggs?',
     ['t_eggs', 't_eggs_done'], "Bev (rang Ron at Fielding's)", 'owner'),
    ('Who wrote the Facebook announcement?',
     ['t_claudie_q', 't_claudie_done'], 'Claudie (the bot)', 'owner'),
    ('Who worked out the break-even numbers?',
     ['t_codex_q', 't_codex_done'], 'Codex (the bot)', 'owner'),
    ('Who bought the raffle books?',
     ['t_tickets', 't_tickets_done'], 'Sarah (left them in Glenys\'s letterbox)', 'owner'),
    # ---- status
    ('Have the sponsor thank-you cards gone out?',
     ['t_thanks'], 'Not yet; Glenys said she would write them that week, no report since', 'status'),
    ('Has the Lions application been sent?',
     ['t_lions'], 'Not yet; Sarah plans to apply by the end of November', 'status'),
    ('Did Fiona book the inflatable?',
     ['t_castle', 't_castle_drop'], 'No, she only got a quote and never booked; the castle was dropped', 'status'),
    ('Did Sarah confirm set times with the band?',
     ['t_band', 'band_out', 't_band_drop'], 'No, the band pulled out (drummer injured) so there was nothing to confirm', 'status'),
    ('Are the posters up around town?',
     ['t_posters', 't_posters_done'], 'Yes, Jono put them up at the Four Square, tavern and school', 'status'),
    ('Is the roster finished?',
     ['t_roster', 't_roster_done'], 'Yes, Fiona shared it with shifts, jobs and shuttle times', 'status'),
    # ---- single
    ('How much bacon did Torlesse give us?',
     ['t_bacon_done'], '10kg, free', 'single'),
    ('How much is Ron charging per dozen eggs?',
     ['t_eggs_done'], '$6 a dozen (at cost), 20 dozen', 'single'),
    ('What koha does the rugby club want?',
     ['t_rugby_done'], '$50, and leave the kitchen tidy', 'single'),
    ('How much did the whole fundraiser bring in?',
     ['tally'], '$4,165', 'single'),
    ('Who won the firewood?',
     ['draw'], 'The Hendersons', 'single'),
    ('What does the camera cost, roughly?',
     ['tic_goal'], 'About $4,000', 'single'),
    # ---- temporal
    ('Which day is the breakfast on?',
     ['d_bay_p', 'd_time2'], 'Sunday 25 October (Labour weekend)', 'temporal'),
    ('When is the raffle drawn?',
     ['d_raffle_ok', 'd_time2'], 'At 11am on the day of the breakfast', 'temporal'),
    ('When will Ron bring the eggs over?',
     ['t_eggs_done'], 'On the Saturday before (24 October), to the club rooms', 'temporal'),
    ('When is Dave ordering the camera?',
     ['cfo_happy'], 'The week after 29 October (from a Christchurch supplier)', 'temporal'),
    # ---- multi
    ('How did we get the older folk out to the domain, and who raised it?',
     ['d_rugby_obj', 'd_rugby_r', 'd_rugby_ba'], 'Bev worried the domain was too far for non-drivers; Hemi runs the brigade ute as a half-hourly shuttle from the Four Square (door to door on request)', 'multi'),
    ('Why did we pick the camera over a defibrillator?',
     ['d_tic_obj', 'd_tic_r', 'd_tic_fa'], 'Fiona suggested a defib, but the school and tavern already have one and the CFO wants the thermal camera for finding people in smoke', 'multi'),
    ('After costs, how much was left, and what were the costs?',
     ['tally', 'tally_cost'], '$4,165 raised minus $170 costs (eggs $120, club koha $50): $3,995', 'multi'),
    ('Who had doubts about the $10 price and what changed their mind?',
     ['d_price_obj', 'd_price_r', 'd_price_ja'], 'Jono thought $10 was steep; Sarah said the bacon was mostly donated and every cent goes to the camera, so he agreed', 'multi'),
]


if __name__ == '__main__':
    msgs, markers = build(SESSIONS, PEOPLE, tz_hours=13, seed=20260928)
    write_all(HERE, msgs, markers, DECISIONS, NON_DECISIONS, TODOS, NON_TODOS, QUESTIONS)
