#!/usr/bin/env python3
"""English block-party committee chat for Hadley Crescent, a Toronto (East York) street:
permit, road closure, bouncy castle, potluck, raffle for the food bank,
2026-05-04 .. 2026-06-07, -04:00.

Run `python3 _build.py` (from anywhere) to regenerate chat.jsonl and the label
files in this folder. Line format: see ../_chatgen.py.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from _chatgen import build, write_all  # noqa: E402

PEOPLE = {
    'Deb': (4826613097, False),      # 67, retired teacher at #14, chair; long, complete sentences
    'Arjun': (5730928461, False),    # 38, developer at #27, two kids; terse; the city portal
    'Lourdes': (6398150274, False),  # 45, nurse at #9, night shifts; warm, emoji, odd hours
    'Kev': (3917742058, False),      # 26, basement apartment at #22, pickup truck; lowercase, jokes
    'Femi': (5264089913, False),     # 54, accountant at #31, treasurer and raffle; formal
    'codex': (7850316642, True),     # bot; terse, numbers
    'claudy': (7903471185, True),    # bot; polite
}

SESSIONS = [
("2026-05-04 19:34", r"""
Deb: Good evening, neighbours! Thank you for putting your hands up at the AGM of the residents' association. This is our little committee chat for the Hadley Crescent block party. Arjun tells me he has added two assistants, codex and claudy, who only answer when called by name.
Arjun: yep. tag them with @ and they respond. otherwise silent
Lourdes: Hi everyone!! So excited 🎉 first block party since 2019 right?
Femi: Good evening all. Happy to serve.
Kev: yo. kev from 22, the basement with the truck
#d_d1_p Deb: Let's start with the date. I'd like Saturday May 30, noon to 8, with the street closed from the corner at Glenwood to the dead end. Before the end of the school year, and before people leave for cottages.
#d_d1_a1 Femi: May 30 suits me.
#d_d1_a2 Lourdes: I'm off that weekend!! yes
#d_d1_a3 Kev: 30th works. i can close the road myself with my truck lol
#d_d1_a4 Arjun: fine by me. closing the road needs a city permit btw, did one at my old place
#nd_bull Kev: also hear me out. mechanical bull
Deb: Kevin.
Kev: it was worth a shot
"""),
("2026-05-05 21:12", r"""
Arjun: bad news on the permit
Arjun: the street event application has to be in at least 30 days before the event. May 30 is 25 days away. portal won't even let me pick it
#d_d2_p Arjun: earliest realistic Saturday with margin is June 13. propose we go with that
#d_d2_a1 Deb: Well, rules are rules. June 13 it is, same hours.
#d_d2_a2 Femi: Agreed. June 13.
#d_d2_a3 Lourdes: 13th ok 👍
#d_d2_a4 Kev: sure
#t_permit Arjun: I'll fill in the application tonight. need a site plan, I'll draw one
"""),
("2026-05-05 23:48", r"""
#permit_sub Arjun: submitted for June 13. $96.50 fee, I paid it, will get it back from the pot
Deb: Thank you Arjun! That was fast.
"""),
("2026-05-06 08:05", r"""
Lourdes: Just home from nights ☕ catching up. June 13 is fine but I haven't seen my June schedule yet, will know tomorrow
Deb: Get some sleep, Lourdes!
Lourdes: Going going 😴
"""),
("2026-05-06 18:20", r"""
#d_castle_p Arjun: kids' stuff. my two are already asking for a bouncy castle. Bounce Bros on Laird does a 15x15 castle for $289/day incl delivery and setup. I think it's worth it
Lourdes: YES the kids will lose their minds 😂
#d_castle_obj Femi: I must be the boring one. A bouncy castle on a public road, with children from every house on the street. If a child is injured, who is liable? The association has no insurance of its own.
Kev: femi has seen things
#d_castle_r Arjun: fair. checked their site: they carry $5M liability and send a certificate naming the event. the city actually requires that certificate for any inflatable on a permit. and they want an adult at the entrance at all times
Deb: There are plenty of us grandparents on this street who'd happily sit at the door.
#d_castle_femi >d_castle_r Femi: With the certificate and an adult on duty, I am satisfied. Go ahead.
#d_castle_a1 Deb: Lovely. Castle it is.
#d_castle_a2 Lourdes: 🏰🏰🏰
#t_castle Arjun: I'll call Bounce Bros tomorrow and book it for the 13th
"""),
("2026-05-07 12:40", r"""
Arjun: ok problem
Arjun: Bounce Bros is booked out June 13. graduation parties. they have June 6 free
Lourdes: Oh no and I just saw my June schedule, I'm on nights the 12th and 13th 😩 I'd be sleeping through the whole party
#d_d3_p Deb: Then what about Saturday June 6? The castle is free, Lourdes is off, and it's still before school ends.
#d_d3_obj Arjun: I literally submitted for the 13th on Tuesday. if we change I have to withdraw and start over, and 30 days from today is June 6 exactly. zero margin
#d_d3_a1 Lourdes: Please please 🙏 I really want to be there
#d_d3_a2 Femi: June 6 is fine for me.
#d_d3_a3 Kev: 6th is good, i was going to miss the 13th anyway, cousin's wedding in oshawa
#d_d3_ar Arjun: fine. if I redo it on my lunch today it's 30 days on the nose. June 6 then
#d_d3_ok Deb: Thank you Arjun. Saturday June 6, noon to 8, it is.
#t_permit_re Arjun: withdrawing the old one and resubmitting now. also booking the castle for the 6th
"""),
("2026-05-07 13:31", r"""
#permit_re_done Arjun: resubmitted for June 6. the fee carried over
Femi: Well done.
"""),
("2026-05-08 20:05", r"""
#d_raffle_p Femi: I would like to propose a raffle, with every dollar going to the Eastwood Community Food Bank. Tickets $5 each or 3 for $10. Prizes donated by shops on the Danforth. Draw at 7 pm.
#d_raffle_a1 Deb: What a wonderful idea, Femi. Yes.
#d_raffle_a2 Lourdes: Love this!! the food bank line at Eastwood goes round the block now
#d_raffle_a3 Arjun: +1
#d_raffle_a4 Kev: im in. raffles are my calling, i'm very persuasive
#nd_5050 Femi: Alternatively, a 50/50 draw is simpler: half to the winner, half to the food bank.
>nd_5050 Deb: I'd rather the food bank got all of it, personally.
>nd_5050 Lourdes: prizes are more fun too
#d_raffle_ok Femi: Understood, prizes it is.
#t_tickets Femi: I shall buy a double roll of raffle tickets and prepare a cash float and a cash box.
#t_bakery Lourdes: I'll ask Athena Bakery for a prize, I'm there every Sunday after church, they know me 😊
"""),
("2026-05-08 21:30", r"""
#nd_permitq Lourdes: Question, does the bouncy castle need its own separate permit from the city or is it on Arjun's?
>nd_permitq Arjun: same application, there's a box for inflatables. the certificate gets attached
Lourdes: Oh good
"""),
("2026-05-09 13:15", r"""
Kev: anyone watching the leafs tonight
Arjun: I can't. emotionally
Kev: game 5. this is the year
Femi: You have said that every year since I moved here, Kevin.
Kev: and one day i'll be right
Lourdes: my husband already bought a new jersey, don't jinx it 😂
"""),
("2026-05-10 16:45", r"""
Femi: Money. Castle $289, permit $96.50, plates and cutlery perhaps $60, tape, signs, ice. Call it $500.
#d_contrib_p Femi: I propose each household contributes $20. We are 41 houses. I will collect, cash or e-transfer.
#d_contrib_obj Lourdes: Hmm I'm not sure about a fixed $20 😕 the rooming house at #40 has 7 guys on ODSP and the Nguyens just had twins. I don't want anyone to feel they can't come
Deb: That's a kind point.
#d_contrib_r Femi: Then let us call it a suggested $20, pay what you can, and nobody is asked twice.
#d_contrib_lou >d_contrib_r Lourdes: That I'm happy with 💛
#d_contrib_a1 Deb: Agreed. Suggested $20, pay what you can.
#d_contrib_a2 Arjun: 👍
#d_contrib_a3 Kev: works
#nt_msg Deb: Everyone, please don't chase neighbours for money at the door. If they give, they give.
"""),
("2026-05-11 19:20", r"""
#t_flyer_q Deb: @claudy could you write a short flyer for the block party? Saturday June 6, noon to 8, Hadley Crescent closed to cars, bouncy castle, potluck, raffle for the Eastwood Community Food Bank, suggested $20 per household to Femi at #31.
#t_flyer_ok claudy: Of course, here's a draft.
#t_flyer_txt claudy: HADLEY CRESCENT BLOCK PARTY\nSaturday, June 6 · 12 to 8 pm\nThe street is closed to cars, so come out and meet your neighbours!\n• Bouncy castle for the kids\n• Potluck: bring a dish to share\n• Raffle, with every dollar to the Eastwood Community Food Bank\nA suggested $20 per household helps cover costs; pay what you can, to Femi at #31 (cash or e-transfer).
#nt_bot_rules claudy: If it would help, I could also write up simple raffle rules for the table.
Deb: Thank you, that's just right. A little drawing of a castle and it's perfect.
#t_flyer Deb: I'll print 45 and walk them round by the weekend.
"""),
("2026-05-12 21:55", r"""
#t_budget_q Femi: @codex 41 households. Assume 60% pay $20, 20% pay $10, 20% pay nothing. Costs: castle 289, permit 96.50, plates 60, misc 40. Surplus or shortfall?
#t_budget_ok codex: Working on it.
#t_budget_done codex: Income: 24.6 × $20 + 8.2 × $10 = $492 + $82 = $574. Costs: $485.50. Surplus: $88.50.
#nd_bot_tables codex: Note: 41 households likely exceeds table space. Suggest renting 2 extra 6 ft tables (~$24).
Femi: Thank you. Tight, but manageable.
"""),
("2026-05-12 22:40", r"""
Kev: ok the leafs are out. i'm fine. totally fine
Arjun: there's always the block party
Deb: There, there, Kevin.
"""),
("2026-05-13 20:10", r"""
#d_pot_p Deb: Potluck: every household brings one dish to share, with a little card saying what's in it for allergies. The committee buys compostable plates and cutlery so nobody has to wash up.
#d_pot_a1 Lourdes: Yes! I'm making lumpia, a LOT of lumpia 😂
#d_pot_a2 Femi: Agreed. Jollof rice from number 31.
#d_pot_a3 Arjun: 👍 cards for allergies are smart, my youngest has a nut allergy
#d_where_p Deb: And the food tables can go at the end of my driveway at #14, at the north end. I have an outdoor outlet for slow cookers.
#d_where_a1 Kev: sure
#d_where_a2 Lourdes: perfect
#t_plates Lourdes: I'll get the plates and cutlery at Costco, I go every other week anyway
#nd_rain Arjun: if it rains we could probably move food under the carports at 27 and 29
Deb: Let's not borrow trouble, Arjun!
"""),
("2026-05-14 09:15", r"""
Deb: Well. My knee has decided it is 1987 again. Physio says no stairs for two weeks.
#t_flyer_hand Deb: Kevin, could you possibly take the flyers round for me? They're printed, all 45, sitting in my porch.
#t_flyer_kev Kev: yeah no problem deb. i'll grab them tonight and do the whole street saturday
Deb: You are a treasure.
#nt_beer Kev: i accept payment in butter tarts
Lourdes: Feel better Deb!! ice and elevate 🧊
"""),
("2026-05-15 23:40", r"""
Lourdes: on break at work, just saw all this. Kev you're a sweetheart
Kev: i know
"""),
("2026-05-16 15:22", r"""
#t_flyer_done Kev: flyers done. every door from glenwood to the dead end, 46 houses, there's one more than we thought. the dog at #18 did not enjoy it [photo]
#nt_beer_r Deb: Thank you Kevin! Butter tarts on Monday.
Femi: Three e-transfers already. $60.
"""),
("2026-05-17 19:40", r"""
#d_ice_p Kev: ok idea. my buddy drives an ice cream truck. he'd do 3 to 5 pm, we pay $150 for his time and every kid gets a free cone
#d_ice_a1 Lourdes: omg YES
#d_ice_a2 Deb: How lovely. Yes, let's.
#d_ice_a3 Arjun: sure if budget allows
#t_ice Kev: i'll call him by friday and lock it in
#d_hockey_p Arjun: also something for the older kids. street hockey tournament around 4, 4 on 4. I can borrow nets from Dieppe Park community centre
#d_hockey_a1 Kev: YES. i'll ref
#d_hockey_a2 Femi: My son will be pleased. Agreed.
#d_hockey_a3 Deb: Fine with me as long as the pucks are the soft ones.
#t_nets Arjun: I'll pick up the nets the week before
#nd_fire Kev: and fireworks at 8 to close it out?
>nd_fire Femi: Fireworks are not allowed on a residential street outside Victoria Day and Canada Day, and certainly not next to a bouncy castle.
Kev: fine fine
"""),
("2026-05-18 14:00", r"""
Lourdes: Happy Victoria Day everyone 🎆 anyone going to Ashbridges for the fireworks tonight?
Kev: i'll be on my roof. legal fireworks only
Deb: I'll be asleep by nine, I'm afraid. Enjoy!
"""),
("2026-05-18 20:45", r"""
Femi: Contributions so far: 9 households, $170. Two paid $40 "for the ones who can't", which was kind.
Deb: That's heartening.
Lourdes: people are lovely on this street honestly
"""),
("2026-05-19 17:05", r"""
#t_bakery_done Lourdes: Athena Bakery said yes!! a $75 gift card AND a tray of baklava for the raffle table 🥹 [photo]
Femi: Excellent. That is our first prize.
#t_thanks Deb: How generous of them. I'll write a proper thank-you card to every shop that donates, after the party.
#nd_invite Deb: By the way, should we invite the folks on Woodrow Street? Their party fell through this year.
>nd_invite Femi: Let us keep it to our own street this time. The castle is already a squeeze.
>nd_invite Arjun: agree, keep it small
Deb: Of course. Next year maybe.
"""),
("2026-05-20 12:15", r"""
#t_permit_done Arjun: permit approved 🎉 Hadley Cres closed June 6, 11am to 9pm (they add an hour each side for setup). city drops barricades friday the 5th [photo]
#t_castle_done Arjun: and castle is booked and paid, confirmation BB-4417. insurance certificate attached to the permit
Deb: Bravo, Arjun!
Lourdes: 🎉🎉🎉
#nt_councillor Arjun: should I email the councillor's office to let them know it's happening?
>nt_councillor Deb: I did that last week, dear. She may even drop by.
"""),
("2026-05-21 21:30", r"""
Femi: Contributions update: 14 households, $265.
#nd_dunk Deb: At this rate I'll have to sit in a dunk tank to raise the rest.
Kev: i'd pay $20 for that
Lourdes: $40 😂
"""),
("2026-05-22 19:05", r"""
Arjun: site plan the city approved, for reference [photo]
Arjun: castle goes in front of 24/26, middle of the road. fire lane has to stay clear on the east side, 4 m
Kev: so no parking my truck in the middle got it
Deb: Thank you, I'll keep a copy in my bag on the day.
"""),
("2026-05-23 11:10", r"""
Kev: anyone else's tulips get eaten by squirrels. the whole bed is gone
Lourdes: Every year! chili flakes in the soil helps
Deb: My sympathies. They took my entire crocus crop in April.
"""),
("2026-05-24 20:20", r"""
#nt_mural Deb: Someday I'd love a mural on the garage wall at the dead end. Something with the old streetcar. Just dreaming.
Femi: A beautiful dream.
"""),
("2026-05-25 21:05", r"""
#budget_q2 Femi: @codex actual now: 22 households paid $390 total. Remaining realistic: maybe $120 more. Costs: castle 289, permit 96.50, plates 60, misc 40, ice cream truck 150. Surplus or shortfall?
codex: Income: $390 + $120 = $510. Costs: $635.50. Shortfall: $125.50.
#nt_bot_sched codex: I can also produce a printable run-of-day schedule if useful.
Femi: As I feared. We cannot carry the ice cream truck.
#d_ice_drop Deb: Then I think the ice cream truck has to go. The kids will have the castle and plenty of dessert at the potluck.
#d_ice_drop_a1 Lourdes: aww ok, makes sense
#d_ice_drop_a2 Kev: yeah fair. good thing i never actually called him lol, he'd have been choked
Arjun: agreed
Femi: The difference can go toward ice and water instead.
"""),
("2026-05-26 19:45", r"""
#d_music_p Deb: About music. Kevin has offered his big speaker. I'd like it at the south end, by the castle, away from Mrs. Amaral at #12. She's 94. And off by 8.
#d_music_obj Kev: south end is where the castle blower is tho. it's like a leaf blower. nobody will hear the music over it
Lourdes: Mrs Amaral yelled at the Canada Day party in 2019 haha
#d_music_r Deb: Then point it up the street, not into the castle. And the blower stops once the kids go in for the raffle at 7.
#d_music_kev >d_music_r Kev: ok ok. south end, pointed north, off at 8
#d_music_a1 Femi: Agreed.
#d_music_a2 Arjun: fine
#nt_mic Femi: I will see about finding a microphone for the raffle draw at some point.
"""),
("2026-05-27 20:30", r"""
#d_hockey_drop_p Lourdes: Quick thing, a few of the moms stopped me, they're nervous about pucks flying around with all the toddlers near the castle
#d_hockey_drop Arjun: yeah I measured it out. castle takes 15 ft of road right in the middle, the potluck tables take the north end. there's no room for a rink. let's scrap the hockey
#d_hockey_drop_a1 Kev: sad but yeah. no room
#d_hockey_drop_a2 Femi: My son will survive.
#t_nets_drop Arjun: I hadn't booked the nets yet so nothing to cancel
Deb: Maybe a hockey game in the fall, in the park.
"""),
("2026-05-28 18:10", r"""
Deb: Tables. We have four. We'll need at least ten with 40-some dishes.
#t_tables Kev: st brigid's lends out tables for free, the caretaker's my uncle's friend. i'll pick up 8 with the truck friday
#nt_truck Kev: i can also pick up the castle from laird if that saves anything
>nt_truck Arjun: they deliver and set up, it's in the price. thanks though
#nt_slide Kev: i'll go down the castle slide first for safety testing. someone has to
"""),
("2026-05-29 21:20", r"""
Lourdes: How many raffle tickets can one person buy? asking for my mother-in-law who wants the baklava VERY badly
Femi: As many as she likes. It all goes to the food bank.
Lourdes: she's going to buy 30 😂
Kev: tell her she's up against me
"""),
("2026-05-30 14:20", r"""
#t_tables_done Deb: Kevin dropped off 8 tables from St. Brigid's last night, they're stacked in my garage. Thank you Kevin!
#t_tickets_done Femi: Raffle tickets bought, double roll. Cash box ready with a $100 float in fives and toonies. [photo]
#t_plates_done Lourdes: Plates, forks, napkins from Costco!! all compostable. $58.40, receipt to Femi [photo]
Femi: Received, will reimburse.
#nt_suit Femi: If the raffle makes $1,000, I will go down the bouncy castle slide in my good suit.
Kev: screenshotted
"""),
("2026-06-01 19:35", r"""
#d_where2_p Kev: ok walked the street at lunch with arjun. food tables go in front of 31 under the big maple, it's the only shade on the whole street and femi's outdoor plug is right there for slow cookers
#d_where2_a1 Femi: Yes, my plug is at your service.
#d_where2_a2 Lourdes: 👍 dishes to 31 then
#d_where2_a3 Deb: Lovely, shade for the potato salads. My old tablecloths will look sweet under that maple.
#d_where2_a4 Arjun: and it keeps food away from the castle blower dust
"""),
("2026-06-02 21:15", r"""
#nd_bot_q Lourdes: @claudy how long can potluck food sit out in the heat?
claudy: As a rule of thumb, perishable food shouldn't sit out for more than 2 hours, or 1 hour if it's above 32°C. Keep cold dishes on ice and hot ones in slow cookers.
#nd_bot_signup claudy: You might also try a free sign-up app so neighbours can list their dishes and avoid ten bowls of pasta salad.
Lourdes: 2 hours, got it. coolers it is
"""),
("2026-06-03 20:00", r"""
#nt_cars Deb: Reminder for the email to the street: all cars off Hadley by 10 am Saturday or they'll be stuck until 9 pm!
#t_cord Kev: i'll run my heavy extension cord from my place at 22 for the castle blower. 100 ft, it'll reach
#t_barricade Arjun: and I'll call 311 after the party to get the barricades picked up
Femi: Raffle prizes so far: Athena gift card and baklava, a Sobeys basket, two Raptors tickets from the Hughes family, a haircut at Danforth Barbers.
Lourdes: Raptors tickets!! I'm buying 10 tickets
#t_fb Femi: And on Sunday morning I will take the raffle money to the food bank in person.
"""),
("2026-06-04 20:10", r"""
Lourdes: Coolers: I have 3, does anyone else?
Arjun: 2 big ones
Kev: i have one but it smells like fish
Lourdes: Kev keep your fish cooler 😂
Femi: Ice is covered. The corner store delivers eight bags Saturday morning, already paid from what we saved.
Deb: And a first aid kit?
Lourdes: My kit lives in my car, I'm a nurse, it's basically a small hospital 😂
"""),
("2026-06-05 18:45", r"""
Arjun: barricades are here [photo]
Kev: they look so official
Deb: Forecast is 24 and sunny. Someone up there likes us.
#nt_yard Kev: i'll probably tidy up my front yard before tomorrow. probably
"""),
("2026-06-06 10:52", r"""
Arjun: barricades up at glenwood. street is ours
#t_cord_done Kev: cord's run from 22, castle's up and blowing [photo]
Lourdes: THE KIDS ARE ALREADY LINED UP 😂
Deb: I'm on the door for the first hour.
Femi: Ice arrived, all in the coolers.
"""),
("2026-06-06 14:30", r"""
Lourdes: potluck table is FULL [photo]
Femi: Raffle is going very well. Kevin has sold 60 tickets alone.
Kev: told you. persuasive
Deb: The councillor came by and had some jollof!
Arjun: my youngest has been in the castle for 2 hours straight
Lourdes: the little Nguyen twins are asleep in the shade by the food lol [photo]
Kev: playlist is getting compliments. mrs amaral asked for dean martin and i delivered
>d_music_p Deb: And she's smiling, Kevin. Well done.
"""),
("2026-06-06 19:20", r"""
Femi: Raffle drawn. Raptors tickets went to the Nguyens, with the twins! The baklava to Mrs. Amaral.
#raised Femi: Total raised: $1,135 for the food bank.
Kev: femi. the slide. the suit.
Femi: A promise is a promise. [photo]
Lourdes: 😂😂😂 best photo of the day
"""),
("2026-06-06 21:10", r"""
Deb: Street's swept, tables back in my garage. Thank you all, that was a wonderful day.
Arjun: barricades stacked at the corner
Lourdes: my feet hurt but my heart is full 💛
Kev: best day on this street since i moved in
Femi: Agreed. A very good day.
Deb: Same time next year?
Kev: same time next year
Lourdes: 🙌
"""),
("2026-06-07 12:30", r"""
#t_fb_done Femi: I delivered the raffle money to the Eastwood Community Food Bank this morning, $1,135, receipt in hand. They were very moved. [photo]
#nt_fb_email Lourdes: I already emailed them last week to say it was coming, so they were expecting you!
Deb: Thank you, Femi. And thank you all.
#bar_q Deb: Arjun, are the barricades gone?
#t_barricade_re >bar_q Arjun: still at the corner. 311's automated thing was down this morning, I'll call first thing monday
#thanks_q Lourdes: Deb, did the shops get their thank-you cards?
#t_thanks_re >thanks_q Deb: Not yet, I've bought the cards. I'll write them this week, one for each shop.
Kev: st brigid's caretaker already came for the tables this morning, deb's garage is free again
Arjun: my kids are asking if the castle can come back next weekend
Deb: Tell them next June, dear.
"""),
]

DECISIONS = [
    dict(id='d1', text='Block party on Saturday May 30, noon to 8, street closed from Glenwood to the dead end',
         stated=['d_d1_p', 'd_d1_a1', 'd_d1_a2', 'd_d1_a3', 'd_d1_a4'],
         agreed_by=['Deb', 'Femi', 'Lourdes', 'Kev', 'Arjun'], objected_by=[],
         status='superseded', superseded_by='d2', changed_at=['d_d2_p', 'd_d2_a1']),
    dict(id='d2', text='Move the party to Saturday June 13 (permit needs 30 days), same hours',
         stated=['d_d2_p', 'd_d2_a1', 'd_d2_a2', 'd_d2_a3', 'd_d2_a4', 'permit_sub'],
         agreed_by=['Arjun', 'Deb', 'Femi', 'Lourdes', 'Kev'], objected_by=[],
         status='superseded', superseded_by='d3', changed_at=['d_d3_p', 'd_d3_ok']),
    dict(id='d3', text='Party on Saturday June 6, noon to 8 (castle free, Lourdes off)',
         stated=['d_d3_p', 'd_d3_a1', 'd_d3_a2', 'd_d3_a3', 'd_d3_ar', 'd_d3_ok', 'permit_re_done', 't_permit_done'],
         agreed_by=['Deb', 'Lourdes', 'Femi', 'Kev', 'Arjun'], objected_by=['Arjun'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d4', text="Potluck food tables at the end of Deb's driveway at #14 (north end)",
         stated=['d_where_p', 'd_where_a1', 'd_where_a2'],
         agreed_by=['Deb', 'Kev', 'Lourdes'], objected_by=[],
         status='superseded', superseded_by='d5', changed_at=['d_where2_p', 'd_where2_a3']),
    dict(id='d5', text="Food tables in front of #31 under the big maple, using Femi's outdoor plug",
         stated=['d_where2_p', 'd_where2_a1', 'd_where2_a2', 'd_where2_a3', 'd_where2_a4'],
         agreed_by=['Kev', 'Femi', 'Lourdes', 'Deb', 'Arjun'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d6', text='Rent a 15x15 bouncy castle from Bounce Bros ($289), with its insurance certificate and an adult at the entrance',
         stated=['d_castle_p', 'd_castle_r', 'd_castle_femi', 'd_castle_a1', 'd_castle_a2', 't_castle_done'],
         agreed_by=['Arjun', 'Lourdes', 'Femi', 'Deb'], objected_by=['Femi'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d7', text='Raffle with donated prizes, $5 or 3 for $10, all proceeds to the Eastwood Community Food Bank, draw at 7',
         stated=['d_raffle_p', 'd_raffle_a1', 'd_raffle_a2', 'd_raffle_a3', 'd_raffle_a4', 'd_raffle_ok'],
         agreed_by=['Femi', 'Deb', 'Lourdes', 'Arjun', 'Kev'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d8', text='Potluck: one dish per household with an ingredients card; committee buys compostable plates and cutlery',
         stated=['d_pot_p', 'd_pot_a1', 'd_pot_a2', 'd_pot_a3'],
         agreed_by=['Deb', 'Lourdes', 'Femi', 'Arjun'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d9', text="Music from Kev's speaker at the south end, pointed north away from #12, off at 8",
         stated=['d_music_p', 'd_music_r', 'd_music_kev', 'd_music_a1', 'd_music_a2'],
         agreed_by=['Deb', 'Kev', 'Femi', 'Arjun'], objected_by=['Kev'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d10', text="Ice cream truck (Kev's friend) from 3 to 5 pm for $150, free cone per kid",
         stated=['d_ice_p', 'd_ice_a1', 'd_ice_a2', 'd_ice_a3'],
         agreed_by=['Kev', 'Lourdes', 'Deb', 'Arjun'], objected_by=[],
         status='dropped', superseded_by=None, changed_at=['d_ice_drop', 'd_ice_drop_a1', 'd_ice_drop_a2']),
    dict(id='d11', text='Street hockey tournament for the older kids around 4 pm, 4 on 4',
         stated=['d_hockey_p', 'd_hockey_a1', 'd_hockey_a2', 'd_hockey_a3'],
         agreed_by=['Arjun', 'Kev', 'Femi', 'Deb'], objected_by=[],
         status='dropped', superseded_by=None, changed_at=['d_hockey_drop', 'd_hockey_drop_a1', 'd_hockey_drop_a2']),
    dict(id='d12', text='Each household asked for a suggested $20, pay what you can, collected by Femi',
         stated=['d_contrib_p', 'd_contrib_r', 'd_contrib_lou', 'd_contrib_a1', 'd_contrib_a2', 'd_contrib_a3'],
         agreed_by=['Femi', 'Lourdes', 'Deb', 'Arjun', 'Kev'], objected_by=['Lourdes'],
         status='current', superseded_by=None, changed_at=[]),
]

NON_DECISIONS = [
    (['nd_bull'], 'joke'),                              # mechanical bull
    (['nd_5050'], 'proposal not taken up'),             # 50/50 draw
    (['nd_permitq'], 'question'),                       # separate castle permit?
    (['nd_bot_tables'], 'bot suggestion ignored'),      # rent 2 extra tables
    (['nd_rain'], 'hypothetical'),                      # carports if it rains
    (['nd_fire'], 'proposal not taken up'),             # fireworks
    (['nd_invite'], 'proposal not taken up'),           # invite Woodrow Street
    (['nd_dunk'], 'joke'),                              # dunk tank
    (['nd_bot_signup'], 'bot suggestion ignored'),      # sign-up app
]

TODOS = [
    dict(id='t1', owner='Arjun', task='Submit the street event permit application (redone for June 6)',
         taken=['t_permit', 't_permit_re'], due='2026-05-05', status='done',
         closed_by=['permit_re_done', 't_permit_done']),
    dict(id='t2', owner='Deb', task='Walk the printed flyers round to every house',
         taken=['t_flyer', 't_flyer_kev'], due='2026-05-17', status='done', closed_by=['t_flyer_done'],
         handed_to='Kev'),
    dict(id='t3', owner='Femi', task='Buy raffle tickets, set up a cash box and float',
         taken=['t_tickets'], due='', status='done', closed_by=['t_tickets_done']),
    dict(id='t4', owner='Lourdes', task='Ask Athena Bakery for a raffle prize',
         taken=['t_bakery'], due='', status='done', closed_by=['t_bakery_done']),
    dict(id='t5', owner='Kev', task="Borrow 8 tables from St. Brigid's with the truck",
         taken=['t_tables'], due='2026-05-29', status='done', closed_by=['t_tables_done']),
    dict(id='t6', owner='Arjun', task='Book the bouncy castle with Bounce Bros',
         taken=['t_castle', 't_permit_re'], due='2026-05-07', status='done', closed_by=['t_castle_done']),
    dict(id='t7', owner='Kev', task='Call his friend to book the ice cream truck',
         taken=['t_ice'], due='2026-05-22', status='dropped', closed_by=['d_ice_drop', 'd_ice_drop_a2']),
    dict(id='t8', owner='Arjun', task='Pick up hockey nets from the Dieppe Park community centre',
         taken=['t_nets'], due='', status='dropped', closed_by=['d_hockey_drop', 't_nets_drop']),
    dict(id='t9', owner='codex', task='Work out the budget surplus or shortfall from the contributions',
         taken=['t_budget_ok'], due='', status='done', closed_by=['t_budget_done']),
    dict(id='t10', owner='claudy', task='Draft the block party flyer',
         taken=['t_flyer_ok'], due='', status='done', closed_by=['t_flyer_txt']),
    dict(id='t11', owner='Femi', task='Hand the raffle money to the food bank',
         taken=['t_fb'], due='2026-06-07', status='done', closed_by=['t_fb_done']),
    dict(id='t12', owner='Lourdes', task='Buy compostable plates and cutlery at Costco',
         taken=['t_plates'], due='', status='done', closed_by=['t_plates_done']),
    dict(id='t13', owner='Deb', task='Write thank-you cards to the shops that donated prizes',
         taken=['t_thanks', 't_thanks_re'], due='', status='open', closed_by=[]),
    dict(id='t14', owner='Arjun', task='Call 311 to get the barricades picked up',
         taken=['t_barricade', 't_barricade_re'], due='', status='open', closed_by=[]),
    dict(id='t15', owner='Kev', task='Run an extension cord from #22 for the castle blower',
         taken=['t_cord'], due='', status='done', closed_by=['t_cord_done']),
]

NON_TODOS = [
    (['nt_msg'], 'instruction to others'),                  # don't chase neighbours
    (['nt_bot_rules'], 'bot offer not taken up'),           # raffle rules
    (['nt_beer', 'nt_beer_r'], 'banter promise'),                        # butter tarts
    (['nt_councillor'], 'already done by someone else'),    # councillor email
    (['nt_mural'], 'vague wish'),                           # mural
    (['nt_bot_sched'], 'bot offer not taken up'),           # run-of-day schedule
    (['nt_mic'], 'vague promise'),                          # microphone
    (['nt_truck'], 'offer declined'),                       # castle pickup
    (['nt_slide', 'nt_suit'], 'banter promise'),            # slide testing / slide in a suit
    (['nt_cars'], 'instruction to others'),                 # cars off the street
    (['nt_fb_email'], 'already done'),                      # emailed the food bank
    (['nt_yard'], 'vague promise'),                         # tidy the front yard
]

QUESTIONS = [
    # ---- changed
    ('What day is the block party happening on in the end?',
     ['d_d3_p', 'd_d3_ok', 't_permit_done'], 'Saturday June 6, noon to 8 (street closed 11 am to 9 pm for setup)', 'changed'),
    ('What date did Deb first suggest for the party?',
     ['d_d1_p'], 'Saturday May 30, noon to 8', 'changed'),
    ('Why couldn\'t the party be on May 30?',
     ['d_d2_p'], 'The city needs the street event application at least 30 days ahead; May 30 was only 25 days away', 'changed'),
    ('What killed the June 13 date?',
     ['d_d3_p'], 'Bounce Bros had no castle free that day and Lourdes was working nights on the 12th and 13th', 'changed'),
    ('Where are the potluck tables being set up?',
     ['d_where2_p', 'd_where2_a3'], "In front of #31 under the big maple, for the shade and Femi's outdoor plug", 'changed'),
    ('Where were the food tables supposed to go originally?',
     ['d_where_p'], "At the end of Deb's driveway at #14, the north end", 'changed'),
    ('Is there an ice cream truck coming?',
     ['d_ice_p', 'd_ice_drop'], 'No. It was agreed, then dropped on May 25 when the budget showed a shortfall', 'changed'),
    ('Did the older kids get their hockey game?',
     ['d_hockey_p', 'd_hockey_drop'], 'No. It was scrapped: no room with the castle and tables, and parents worried about pucks near toddlers', 'changed'),
    # ---- owner
    ('Who ended up delivering the flyers?',
     ['t_flyer', 't_flyer_hand', 't_flyer_kev', 't_flyer_done'], 'Kev (Deb was going to, but her knee was bad)', 'owner'),
    ('Who got the tables from the church?',
     ['t_tables', 't_tables_done'], "Kev (Deb reported them in her garage)", 'owner'),
    ('Who is supposed to get the city to collect the barricades?',
     ['t_barricade', 't_barricade_re'], 'Arjun', 'owner'),
    ('Who wrote the flyer text?',
     ['t_flyer_ok', 't_flyer_txt'], 'claudy (the bot)', 'owner'),
    ('Who handed the draw proceeds over to Eastwood?',
     ['t_fb', 't_fb_done'], 'Femi', 'owner'),
    # ---- status
    ('Have the donating shops been thanked yet?',
     ['t_thanks', 't_thanks_re'], "Not yet; Deb bought cards and says she'll write them this week", 'status'),
    ('Are the barricades gone from the corner?',
     ['t_barricade_re'], "No; 311 was down, Arjun will call Monday", 'status'),
    ('Did Kev ever phone the ice cream truck guy?',
     ['t_ice', 'd_ice_drop_a2'], 'No, he never called; the truck was dropped', 'status'),
    ('Were goals for the street game ever collected?',
     ['t_nets', 't_nets_drop'], 'No; Arjun had not booked them before the hockey was scrapped', 'status'),
    ('Do we have the disposable dishes and forks sorted?',
     ['t_plates', 't_plates_done'], 'Yes, Lourdes bought them at Costco for $58.40', 'status'),
    ('Is the permit approved?',
     ['t_permit_done'], 'Yes, approved May 20', 'status'),
    # ---- single
    ('How much did the raffle raise?',
     ['raised', 't_fb_done'], '$1,135', 'single'),
    ('What does the castle rental cost?',
     ['d_castle_p'], '$289 for the day including delivery and setup', 'single'),
    ('What is the castle booking confirmation?',
     ['t_castle_done'], 'BB-4417', 'single'),
    ('How much were raffle tickets?',
     ['d_raffle_p'], '$5 each or 3 for $10', 'single'),
    ('What did Athena Bakery give?',
     ['t_bakery_done'], 'A $75 gift card and a tray of baklava', 'single'),
    ('How much was the permit fee?',
     ['permit_sub', 'permit_re_done'], '$96.50 (it carried over to the new application)', 'single'),
    # ---- temporal
    ('When do cars have to be off the street on party day?',
     ['nt_cars'], 'By 10 am Saturday', 'temporal'),
    ('When did the city drop off the barricades?',
     ['t_permit_done'], 'Friday June 5', 'temporal'),
    ('When was the permit resubmitted for the new date?',
     ['t_permit_re', 'permit_re_done'], 'May 7, on Arjun\'s lunch break', 'temporal'),
    ('What time does the music have to stop?',
     ['d_music_p', 'd_music_kev'], 'At 8 pm', 'temporal'),
    # ---- multi
    ('What was Femi worried about with the castle and what settled it?',
     ['d_castle_obj', 'd_castle_r', 'd_castle_femi'], 'Liability if a child got hurt, since the association has no insurance; the company\'s $5M certificate (required for the permit) and an adult at the entrance settled it', 'multi'),
    ('Why isn\'t the household contribution a flat $20?',
     ['d_contrib_obj', 'd_contrib_r', 'd_contrib_lou'], 'Lourdes worried the rooming house at #40 and the Nguyens could not afford it; it became a suggested $20, pay what you can', 'multi'),
    ('What was Kev\'s problem with the music spot and how was it sorted?',
     ['d_music_obj', 'd_music_r', 'd_music_kev'], 'The castle blower at the south end would drown it out; the speaker points north and the blower stops at 7 for the raffle', 'multi'),
    ('Why did Arjun resist June 6 and why did he go along?',
     ['d_d3_obj', 'd_d3_ar', 'permit_re_done'], 'He had already submitted for June 13 and June 6 left zero margin; resubmitting that lunch still made it exactly 30 days, and the fee carried over', 'multi'),
]


if __name__ == '__main__':
    msgs, markers = build(SESSIONS, PEOPLE, tz_hours=-4, seed=20260504)
    write_all(HERE, msgs, markers, DECISIONS, NON_DECISIONS, TODOS, NON_TODOS, QUESTIONS)
