#!/usr/bin/env python3
"""English (Australian, country Victoria) village cricket club committee chat: the Kooringa Flat
Cricket Club plans its end-of-season tour (Labour Day weekend, two social matches on the coast)
and the presentation night. 2015-12-01 .. 2016-01-04, +10:00.

Run `python3 _build.py` (from anywhere) to regenerate chat.jsonl and the label
files in this folder. Line format: see ../_chatgen.py.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from _chatgen import build, write_all  # noqa: E402

PEOPLE = {
    'Shane': (4172093865, False),   # president, wheat farmer, harvest in December; "mate", "reckon"
    'Kylie': (5283019476, False),   # secretary-treasurer; organised, "righto", lists
    'Brodie': (6391048257, False),  # captain, 27, sparky; lowercase, "lol", "sick"
    'Davo': (5904176328, False),    # vice-president, 50s, bad back; grumbles, drives the ute
    'Priya': (7015832946, False),   # social coordinator, accountant, moved from Melbourne; emoji
    'Mick': (6642901735, False),    # 71, groundsman and life member; full sentences and full stops
    'Codex': (7708134925, True),    # bot: terse, numbers
    'Claudie': (7816403592, True),  # bot: polite
}

SESSIONS = [
("2015-12-01 19:45", r"""
Kylie: Evening all. Made this chat so the committee can sort the end of season stuff without clogging up the main players group
Kylie: Two big things: the tour (Labour Day weekend, 6-7 March) and presentation night
Brodie: about time lol
Shane: good on ya Kylie
Davo: Who added the robots
Kylie: Me. Codex and Claudie. They're handy for sums
Codex: Hello. Ask me for numbers, lists, tables.
Claudie: Hi everyone, happy to help wherever I can 🏏
Mick: Good evening all. I will do my best with this.
Brodie: mick on the group chat 🔥
Kylie: Righto, tour first. Last year's shambles with the hire cars, never again
#d_coach_p Shane: reckon we just get a proper coach this time. Goldfields Coaches did the footy club trip, 24 seater, they were good
#d_coach_a1 Davo: Yep coach. Nobody driving, everyone happy
#d_coach_a2 Brodie: coach 100%
#d_coach_a3 Priya: Yes!! Coach 🙌
#d_coach_ok Kylie: Coach it is
#t_quote Kylie: I'll ring Goldfields tomorrow for a quote, Sat 6th to Sun 7th, Kooringa to the coast and back
#d_opp_q Kylie: Brodie who are we playing
#d_opp_p Brodie: was thinking merrivale bay on the sat, t20 at their ground, and tarrawong on the sunday, 35 overs. both ran tours down there before and said theyre keen
#d_opp_a1 Shane: Merrivale had that big bloke who hit Mick for three sixes in 2019
>d_opp_a1 Mick: Four.
#d_opp_a2 Davo: Good sides both, social enough. Yep
#d_opp_a3 Kylie: Sounds good, lock them in
#t_opp Brodie: ill message both captains this week and get it in writing
"""),
("2015-12-02 12:30", r"""
#t_quote_done Kylie: Goldfields quote back: $2,100 for the 24 seater with driver, both days, driver stays over
Davo: Not bad split twenty ways
Priya: That's like $105 each 😅
Shane: Better than last year's speeding fine
Brodie: that was not my fault
Mick: It was.
"""),
("2015-12-02 20:10", r"""
#d_cabin_p Priya: Accommodation! Bayview Caravan Park at Merrivale has 2 and 3 bedroom cabins, 5 cabins for two nights comes to about $1,450. Walk to the pub and the beach
#d_cabin_obj Davo: Cabins with bunks? My back is cooked after one night on a bunk. Motel for me
#d_cabin_r >d_cabin_obj Priya: There's one cabin with a queen and a double, you and Shane could have that one?
#d_cabin_dv Davo: Ok that works. Put me down
#d_cabin_a1 Shane: Fine by me, as long as Davo doesn't snore
#nt_snore Davo: I'll buy you earplugs mate
#d_cabin_a2 Brodie: cabins sick
#d_cabin_a3 Kylie: Bayview it is. Cheaper than the motel by miles
#t_cabin Priya: I'll book it this week and put the deposit on the club card
"""),
("2015-12-03 07:15", r"""
Shane: harvest started, barley's coming off good. I'll be quiet for a couple weeks lads
Mick: Good luck with it Shane.
Brodie: watch out for the storms thurs
"""),
("2015-12-03 21:05", r"""
Kylie: Presentation night. Usually the Saturday after the grand final but we never know the date till the fixture comes out
#d_pres_p Kylie: Proposing Saturday 20 March, 7pm
#d_pres_a1 Priya: Works for me 👍
#d_pres_a2 Brodie: yep
#d_pres_a3 Mick: The 20th suits.
#d_pres_ok Kylie: Done, 20 March
#d_venue_p Priya: Venue idea: Kooringa Mechanics' Hall, catered by Rosie's Spit Roast. $32 a head, salads and dessert included. Hall's $180
#d_venue_obj Mick: We have always had it at the clubrooms with a barbecue. I do not see why that has to change.
#d_venue_r >d_venue_obj Kylie: Mick the clubrooms hold 50 at a squeeze and we had 78 last year with partners and juniors. People were eating in the car park
#d_venue_r2 Priya: And no one has to stand at the BBQ all night. You included Mick!
#d_venue_mk >d_venue_r2 Mick: Fair enough. My feet would thank you. The hall then.
#d_venue_a1 Davo: Hall and Rosie's, yep
#d_venue_a2 Brodie: rosies lamb is elite
#d_venue_ok Kylie: Hall and Rosie's it is
#t_hall Kylie: I'll book the hall with the Mechanics' committee, Jan Pettigrew does the bookings
#t_rosie Davo: I know Rosie from the pub, I'll ring her about the 20th
"""),
("2015-12-04 18:20", r"""
Brodie: [photo]
Brodie: pitch is cracking up big time, mick you seen this
Mick: I have. It needs rain more than it needs me.
#nt_roll Mick: I gave it a roll this morning anyway.
Davo: Friday night roll and a beer next time. Tradition
"""),
("2015-12-05 18:40", r"""
Brodie: won by 4 wickets!! jacko 52 not out
Priya: 🎉🎉
Shane: good stuff lads. missed it, header broke down
Davo: Mick's pitch held up
Mick: Of course it did.
"""),
("2015-12-06 20:15", r"""
#t_cabin_done Kylie: Bayview emailed the club account: 5 cabins booked for 6-8 March under Priya, deposit $400 paid. Nice one Priya
Priya: Yay! They were nice on the phone
#t_opp_done >t_opp Brodie: both captains locked in. merrivale sat 6th 1pm t20, tarrawong sun 7th 10am 35 overs. tarrawong doing a bbq after 🍖
Shane: beauty
#d_tour_polo_p Brodie: also, tour polos? navy with the wattle and TOUR 27 on the back. my mate does printing in ballarat
#d_tour_polo_a1 Priya: Omg yes 😍
#d_tour_polo_a2 Davo: If they come in XXXL I'm in
#d_tour_polo_a3 Kylie: Yeah ok, if they're under $40
#t_polo Brodie: ill get a quote off him and order once we know numbers
#n_bot_polo Claudie: A lovely idea! If you'd like, you could add each player's name and a nickname on the sleeve.
>n_bot_polo Davo: Not putting my nickname on anything
Brodie: what is davos nickname
Davo: Nothing.
"""),
("2015-12-07 13:15", r"""
Priya: 41 forecast for Thursday 🥵
Davo: Total fire ban too. No barbie after training
Brodie: is training still on thurs?
Kylie: If it's over 38 at 5pm we call it. Watch the main group
Mick: I watered the nets this morning. They will be fine.
Brodie: mick the legend
"""),
("2015-12-08 19:30", r"""
Kylie: Money. The coach, cabins and a couple of slabs, I reckon we charge a tour fee and top up from a raffle
#d_raffle_p Kylie: Raffle: $5 a ticket or 3 for $10, drawn at presentation night. Sell at the IGA Saturday mornings and online through the club's Square link
#d_raffle_obj Mick: Raffles are a lot of work for not much. Nobody buys tickets outside the IGA in summer.
#d_raffle_r >d_raffle_obj Kylie: That's why the online link, Mick. The footy club's raffle did $2,300 last year and most of it was online
#d_raffle_mk Mick: If it is online, I withdraw my grumble.
#nt_buy Mick: I might even buy a book myself.
#d_raffle_a1 Priya: Love it. I'll chase prizes! Bunnings, the Royal, someone's meat tray
#d_raffle_a2 Shane: yep good
#nt_lamb Shane: already told priya she's got half a lamb from the farm for it
#d_raffle_ok Kylie: Great, raffle's on
#t_prizes Priya: Prizes are mine, I'll have them sorted by Christmas
#t_tickets Priya: And I'll get the ticket books printed at Officeworks
#n_bot_raffle Codex: Note: prize value above a threshold may need a permit. Check the state's raffle rules.
>n_bot_raffle Kylie: Yep I've done the small raffle declaration before, we're under it
#nt_fb Brodie: i can post it on the club facebook whenever
"""),
("2015-12-09 21:00", r"""
#t_rosie_done >t_rosie Davo: Rosie's pencilled us in for the 20th. Spit roast lamb and pork, $32 a head, she wants a number 2 weeks out
Kylie: Legend
#t_hall_done Kylie: And the hall is booked for Sat 20 March, $180, keys from Jan on the Friday
Priya: We're flying 🙌
"""),
("2015-12-10 17:45", r"""
#coach_news Kylie: Bad news. Goldfields just rang, they've got no drivers for Labour Day weekend. Everyone's on the Moomba shuttles apparently
Davo: You're kidding
Brodie: classic
#d_van_p Shane: right. we hire two 12 seat vans from Ballarat Van Hire then. me and davo drive, we're the oldies anyway
#d_van_a1 Davo: Yeah I'll drive one. No beers for me Saturday night then, great
#d_van_a2 Kylie: Ok two vans. Probably cheaper anyway
#d_van_a3 Priya: 👍
#t_van Davo: I'll book the vans tomorrow, I've used them before for the bowls club
#n_bus_train Brodie: could just get the vline to warrnambool and taxis from there lol
#n_bus_train_no Kylie: With 20 kitbags? No
"""),
("2015-12-12 18:10", r"""
Brodie: lost by 12 runs. dropped 3 catches. dont talk to me
Priya: 😭
Mick: The third catch was the worst.
Brodie: mick please
Davo: Reidy bowled well though
Brodie: he did. 3 for 20
Shane: header's fixed, back on it tomorrow
"""),
("2015-12-13 20:40", r"""
#van_problem Davo: Small problem with the vans
#van_rules Davo: Ballarat Van Hire says 12 seaters need a driver over 25 with a full licence for 3+ years. Fine for me. But insurance excess is $5,000 per van and no driving between 10pm and 6am
#van_shane Shane: and i'm on the header till at least the 8th, might not even make the sat
Kylie: So one driver who might not come and a $5k excess. Hmm
#d_charter_p Kylie: I've been looking. Western Districts Charter has a 22 seater with driver for $2,650 both days. More than Goldfields but no one drives and no excess
#d_charter_obj >d_charter_p Brodie: 2650 is steep tho. thats like 550 more than the first quote
#d_charter_r Kylie: The raffle should cover the difference easily. And no one has to stay sober
#d_charter_br >d_charter_r Brodie: ok yeah fair. no designated driver is worth 550. im in
#d_charter_a1 Davo: Suits me. I wanted a beer anyway
#d_charter_a2 Priya: Yes please
#d_charter_a3 Shane: go the charter
#d_charter_ok Kylie: Booking Western Districts then
#t_van_drop >t_van Davo: I'll tell the van mob to scrap it, I only had a hold on them, no deposit paid
#t_deposit Kylie: I'll pay the charter deposit on Monday
"""),
("2015-12-14 09:30", r"""
#t_deposit_done Kylie: Western Districts deposit paid, $500. Pickup 7am Sat 6 March at the clubrooms
Mick: Very good.
Brodie: 7am on a saturday 💀
"""),
("2015-12-15 20:20", r"""
#d_fee_q Priya: What are we charging players for the tour?
#fee_sum Kylie: Coach 2,650 + cabins 1,450 = 4,100. 20 going = $205 each without raffle money
#n_fee_p Kylie: I'd say $150 a head and the raffle covers the rest
#n_fee_u21 Priya: The uni boys won't have $150 in March though. Could the under 21s pay $100?
#n_fee_r >n_fee_u21 Shane: let's see how the raffle goes first before we set anything. no point guessing
Davo: Yeah, February
#n_fee_later Kylie: Fine, we'll set the fee in February once we know what the raffle's made
#n_bot_fee Codex: Option: charge $205 now and refund from raffle proceeds after the draw.
Brodie: refunds from this club lol. no
"""),
("2015-12-16 19:00", r"""
Kylie: Trophies. The perpetual shields need this year's names and we need the individual trophies
#d_trophy_p Shane: harcourt trophies in ballarat did them last year, $14 a plate and they're quick
#d_trophy_a1 Kylie: Yep Harcourt
#d_trophy_a2 Mick: Agreed.
#nt_spell Mick: Tell them to spell Papadopoulos right this time.
Brodie: lmao
#d_trophy_ok Shane: Harcourt it is. i'll drop the shields in when i'm in ballarat for parts
#t_engrave Shane: and i'll get the engraving quote while i'm there, before christmas
#t_bot_stats_q Kylie: @Codex can you put together the season stats from the scorebook sheet I'll paste, top 5 runs and wickets? For the awards
#t_bot_stats Codex: Yes. Paste the sheet.
Kylie: [photo]
#t_bot_stats_done Codex: Top run scorers: Jackson 412, Nguyen 338, Brodie 301, Papadopoulos 276, Hayes 244.\nTop wicket takers: Tom Reid 27, Sharma 22, Davo 18, Lachie 15, Hayes 14.\nBest bowling: Reid 6/31 v Creswick.
Davo: 18 wickets at my age. Put that on a plate
Priya: Davo 🔥
"""),
("2015-12-18 21:15", r"""
#d_golf_p Davo: Idea for the Monday: 9 holes at Merrivale golf course before the bus home. $25 a head
#d_golf_a1 Shane: yeah righto
#d_golf_a2 Brodie: golf with a hangover, perfect
#d_golf_a3 Priya: I've never played but ok lol
#d_golf_ok Kylie: Fine, Monday golf before we leave
#t_golf Davo: I'll ring the pro shop for a tee time
"""),
("2015-12-19 18:30", r"""
Brodie: beat creswick!! reidy 5 for
Mick: A good day for the club.
Shane: finally got to a game. worth it
"""),
("2015-12-20 19:50", r"""
#polo_news Brodie: polo quote back. $58 each printed, and he cant do them till april. christmas rush then hes on leave
Kylie: $58 and after the tour. No
#d_polo_drop_p Brodie: yeah lets ditch the polos, no point after the tour
#d_polo_drop_a1 Kylie: Agreed, scrap them
#d_polo_drop_a2 Priya: Sad but yes 😢
#t_polo_drop Brodie: ive told him not to worry, nothing ordered
#n_shirt_old Davo: Wear your 2019 tour shirt, if it still fits
"""),
("2015-12-21 20:05", r"""
#t_engrave_hand Shane: mick, harvest has me flat out, not getting to ballarat before christmas. any chance you could drop the shields at harcourt and get the quote?
#t_engrave_hand_ok >t_engrave_hand Mick: Certainly. I am in Ballarat on Wednesday for the eye doctor. I will take them.
Shane: legend, shields are in the cupboard at the clubrooms
"""),
("2015-12-22 12:10", r"""
#t_prizes_done Priya: Raffle prizes sorted!! 1st: $300 Bunnings voucher 2nd: dinner for 4 at the Royal Hotel 3rd: half a lamb from Shane 4th: meat tray from Kooringa Meats 🥩
Kylie: Brilliant
#t_bot_ticket_q Priya: @Claudie could you write a short blurb for the raffle to go on Facebook and the tickets? Draw at presentation night
#t_bot_ticket Claudie: Of course, here's a draft coming up.
#t_bot_ticket_done Claudie: "Support Kooringa Flat CC! Tickets $5 or 3 for $10. 1st prize $300 Bunnings voucher, 2nd dinner for 4 at the Royal Hotel, 3rd half a lamb, 4th a meat tray. Drawn at our presentation night. Buy online via the club's Square link or at the IGA on Saturday mornings. Thanks for backing your local club!"
Priya: Perfect thank you!
#nt_bot_ticket Claudie: Would you like me to make a version for the local paper too?
>nt_bot_ticket Brodie: nah facebook's enough
"""),
("2015-12-23 16:40", r"""
#t_engrave_done Mick: Harcourt has the shields. $14 a plate as Shane said, 22 plates counting the individual ones, ready mid February. I spelled Papadopoulos for them twice.
Shane: legend mick
Kylie: Thanks Mick!
"""),
("2015-12-24 19:00", r"""
Priya: Merry Christmas all 🎄
Davo: Merry Christmas you lot
Brodie: merry xmas legends
Mick: Merry Christmas. Stay off the roads tonight.
Shane: merry christmas, finished the last paddock this arvo 🙌
Kylie: Merry Christmas! No cricket talk till the 27th
"""),
("2015-12-26 13:40", r"""
Brodie: anyone at the G?
Davo: On the couch with the leftover ham. Best seat in the house
Priya: We're in bay 13 with my brother 👋
Priya: [photo]
Shane: slip slop slap
Mick: I went to my first Boxing Day Test in 1968. The queue was shorter.
Brodie: mick has seen it all
Kylie: Enjoy! I'm asleep on the couch
"""),
("2015-12-27 21:10", r"""
#fixture_news Kylie: Association fixture for the finals just came out: semis 13 March, grand final Saturday 20 March
Brodie: well well well
Priya: Oh no that's presentation night
#d_pres2_note Kylie: Presentation night: Saturday 27 March, 7pm, Mechanics' Hall. With the grand final on the 20th, a week later it is.
#d_pres2_a1 >d_pres2_note Mick: The 27th is fine.
#d_pres2_a2 Brodie: yep and if we win it we'll have a cup to bring lol
#d_pres2_a3 Davo: 27th ok
#t_rosie2 Davo: I'll let Rosie know tomorrow
#t_hall2 Kylie: Hall's free on the 27th, I've just texted Jan to shift it, she's fine with it
"""),
("2015-12-28 11:30", r"""
#t_rosie2_done >t_rosie2 Davo: Rosie's good for the 27th, same deal
Priya: Phew
#golf_news Davo: Also the golf pro shop says the course is closed Labour Day Monday for their club championship
Davo: And half the boys are working Tuesday so they want to be home by lunch
#d_golf_drop_p Kylie: Let's just drop the golf then, bus straight home Monday morning
#d_golf_drop_a1 Davo: Yeah forget it
#d_golf_drop_a2 Shane: no dramas
Brodie: i was going to be terrible anyway
"""),
("2015-12-29 20:40", r"""
#t_squad Brodie: i'll get the final tour list sorted by new years, who's in and who's paying. got 17 yeses so far
Kylie: Need it for Rosie too, numbers for pres night
#nt_reidy Brodie: reidy says he'll bring his guitar on the bus
Davo: God help us
"""),
("2015-12-30 17:20", r"""
#t_tickets_done Priya: Raffle ticket books picked up from Officeworks 📦 20 books of 25
#nt_sell Priya: Can everyone take a book or two? I'll drop them to you
Shane: put me down for 2
#nt_mick_sell Mick: One for me. I will try to sell it at bowls.
#n_bot_sell Claudie: A small tip: listing the first prize in the Facebook post's first line tends to help sales.
>n_bot_sell Kylie: Already does, but thanks
#nt_squareup Kylie: And the Square link's up, already 14 tickets sold online
"""),
("2015-12-31 21:30", r"""
Brodie: hny committee 🍻
Priya: Happy new year!! 🎆
Davo: Not staying up. Happy new year
Mick: Happy New Year to you all.
#n_tour3 Shane: next year we do a 3 day tour to adelaide lol
>n_tour3 Kylie: Let's survive this one first
"""),
("2016-01-02 18:25", r"""
Brodie: rained out, not a ball bowled
Mick: The pitch needed it.
#t_squad_re >t_squad Brodie: tour list still not done sorry, 3 blokes still umming. will have it by next weekend
Kylie: All good, Rosie needs it 2 weeks out anyway
"""),
("2016-01-03 10:20", r"""
Davo: Ute's been at the mechanic all week. Bill's a shocker
Shane: what'd it do
Davo: Clutch. $1,900
Brodie: oof
Priya: That's like nine tour fees 😬
Mick: In my day a clutch was forty dollars.
Davo: In your day a ute was forty dollars
"""),
("2016-01-04 19:40", r"""
#t_photos Mick: I will take the old premiership photos out of the clubrooms and have them reframed for presentation night.
Priya: Oh that would be lovely
Kylie: Yes Mick, the 1987 one is falling apart
#raffle_sales Kylie: Raffle update: $640 so far, 14 online and the rest from the IGA on Saturday
Shane: not bad for 2 weeks
Davo: Fee comes down then
Brodie: sick
#nt_decor Priya: I'll think about decorations for the hall closer to the date 🤔
Brodie: streamers and a disco ball pls
"""),
]

DECISIONS = [
    dict(id='d1', text='Tour transport: hire a Goldfields Coaches 24-seater with driver',
         stated=['d_coach_p', 'd_coach_a1', 'd_coach_a2', 'd_coach_a3', 'd_coach_ok'],
         agreed_by=['Shane', 'Davo', 'Brodie', 'Priya', 'Kylie'], objected_by=[],
         status='superseded', superseded_by='d2', changed_at=['d_van_p', 'd_van_a2']),
    dict(id='d2', text='Tour transport: two 12-seat vans from Ballarat Van Hire, Shane and Davo driving',
         stated=['d_van_p', 'd_van_a1', 'd_van_a2', 'd_van_a3'],
         agreed_by=['Shane', 'Davo', 'Kylie', 'Priya'], objected_by=[],
         status='superseded', superseded_by='d3', changed_at=['d_charter_p', 'd_charter_ok']),
    dict(id='d3', text='Tour transport: Western Districts Charter 22-seater with driver, $2,650 for both days',
         stated=['d_charter_p', 'd_charter_br', 'd_charter_a1', 'd_charter_a2', 'd_charter_a3', 'd_charter_ok',
                 't_deposit_done'],
         agreed_by=['Kylie', 'Brodie', 'Davo', 'Priya', 'Shane'], objected_by=['Brodie'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d4', text='Presentation night on Saturday 20 March, 7pm',
         stated=['d_pres_p', 'd_pres_a1', 'd_pres_a2', 'd_pres_a3', 'd_pres_ok'],
         agreed_by=['Kylie', 'Priya', 'Brodie', 'Mick'], objected_by=[],
         status='superseded', superseded_by='d5', changed_at=['d_pres2_note']),
    dict(id='d5', text='Presentation night on Saturday 27 March, 7pm, Mechanics\' Hall (grand final is on the 20th)',
         stated=['d_pres2_note', 'd_pres2_a1', 'd_pres2_a2', 'd_pres2_a3'],
         agreed_by=['Kylie', 'Mick', 'Brodie', 'Davo'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d6', text='Presentation night at Kooringa Mechanics\' Hall ($180), catered by Rosie\'s Spit Roast at $32 a head',
         stated=['d_venue_p', 'd_venue_r', 'd_venue_mk', 'd_venue_a1', 'd_venue_a2', 'd_venue_ok'],
         agreed_by=['Priya', 'Kylie', 'Mick', 'Davo', 'Brodie'], objected_by=['Mick'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d7', text='Tour accommodation: 5 cabins at Bayview Caravan Park, Merrivale, two nights (~$1,450); Davo and Shane get the queen/double cabin',
         stated=['d_cabin_p', 'd_cabin_r', 'd_cabin_dv', 'd_cabin_a1', 'd_cabin_a2', 'd_cabin_a3'],
         agreed_by=['Priya', 'Davo', 'Shane', 'Brodie', 'Kylie'], objected_by=['Davo'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d8', text='Tour matches: Merrivale Bay CC on Sat 6 March (T20, 1pm) and Tarrawong CC on Sun 7 March (35 overs, 10am)',
         stated=['d_opp_p', 'd_opp_a2', 'd_opp_a3', 't_opp_done'],
         agreed_by=['Brodie', 'Davo', 'Kylie'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d9', text='Trophy and shield engraving by Harcourt Trophies in Ballarat ($14 a plate)',
         stated=['d_trophy_p', 'd_trophy_a1', 'd_trophy_a2', 'd_trophy_ok'],
         agreed_by=['Shane', 'Kylie', 'Mick'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d10', text='Fundraiser raffle: $5 or 3 for $10, sold at the IGA and online (Square), drawn at presentation night',
         stated=['d_raffle_p', 'd_raffle_r', 'd_raffle_mk', 'd_raffle_a1', 'd_raffle_a2', 'd_raffle_ok'],
         agreed_by=['Kylie', 'Mick', 'Priya', 'Shane'], objected_by=['Mick'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d11', text='Printed navy tour polos ("TOUR 27") from Brodie\'s mate in Ballarat',
         stated=['d_tour_polo_p', 'd_tour_polo_a1', 'd_tour_polo_a2', 'd_tour_polo_a3'],
         agreed_by=['Brodie', 'Priya', 'Davo', 'Kylie'], objected_by=[],
         status='dropped', superseded_by=None,
         changed_at=['d_polo_drop_p', 'd_polo_drop_a1', 'd_polo_drop_a2']),
    dict(id='d12', text='Nine holes of golf at Merrivale on the Labour Day Monday before the bus home',
         stated=['d_golf_p', 'd_golf_a1', 'd_golf_a2', 'd_golf_a3', 'd_golf_ok'],
         agreed_by=['Davo', 'Shane', 'Brodie', 'Priya', 'Kylie'], objected_by=[],
         status='dropped', superseded_by=None,
         changed_at=['d_golf_drop_p', 'd_golf_drop_a1', 'd_golf_drop_a2']),
]

NON_DECISIONS = [
    (['d_opp_q'], 'question'),                             # who are we playing
    (['n_bot_polo'], 'bot suggestion ignored'),            # names and nicknames on the sleeve
    (['n_bot_raffle'], 'bot suggestion ignored'),          # raffle permit note
    (['n_bus_train', 'n_bus_train_no'], 'proposal not taken up'),  # V/Line and taxis
    (['n_fee_p', 'n_fee_u21', 'n_fee_r', 'n_fee_later'], 'proposal not taken up'),  # $150 / u21 $100 -> set in Feb
    (['d_fee_q'], 'question'),                             # what are we charging
    (['n_shirt_old'], 'joke'),                             # wear your 2019 shirt
    (['n_bot_sell'], 'bot suggestion ignored'),            # first prize in the first line
    (['n_tour3'], 'joke'),                                 # 3 day tour to Adelaide
    (['n_bot_fee'], 'bot suggestion ignored'),             # charge $205 and refund later
]

TODOS = [
    dict(id='t1', owner='Kylie', task='Ring Goldfields Coaches for a quote for the tour weekend',
         taken=['t_quote'], due='2015-12-02', status='done', closed_by=['t_quote_done'], handed_to=None),
    dict(id='t2', owner='Brodie', task='Message the Merrivale Bay and Tarrawong captains and lock in the games',
         taken=['t_opp'], due='2015-12-06', status='done', closed_by=['t_opp_done'], handed_to=None),
    dict(id='t3', owner='Priya', task='Book the Bayview cabins and pay the deposit on the club card',
         taken=['t_cabin'], due='2015-12-06', status='done', closed_by=['t_cabin_done'], handed_to=None),
    dict(id='t4', owner='Kylie', task='Book the Mechanics\' Hall through Jan Pettigrew',
         taken=['t_hall'], due='', status='done', closed_by=['t_hall_done', 't_hall2'], handed_to=None),
    dict(id='t5', owner='Davo', task='Ring Rosie\'s Spit Roast about catering presentation night (and again for the new date)',
         taken=['t_rosie', 't_rosie2'], due='', status='done', closed_by=['t_rosie_done', 't_rosie2_done'], handed_to=None),
    dict(id='t6', owner='Davo', task='Book two 12-seat vans from Ballarat Van Hire',
         taken=['t_van'], due='2015-12-11', status='dropped', closed_by=['d_charter_ok', 't_van_drop'], handed_to=None),
    dict(id='t7', owner='Kylie', task='Pay the Western Districts Charter deposit',
         taken=['t_deposit'], due='2015-12-14', status='done', closed_by=['t_deposit_done'], handed_to=None),
    dict(id='t8', owner='Priya', task='Get raffle prizes donated',
         taken=['d_raffle_a1', 't_prizes'], due='2015-12-25', status='done', closed_by=['t_prizes_done'], handed_to=None),
    dict(id='t9', owner='Priya', task='Get the raffle ticket books printed at Officeworks',
         taken=['t_tickets'], due='', status='done', closed_by=['t_tickets_done'], handed_to=None),
    dict(id='t10', owner='Codex', task='Compile the season\'s top run scorers and wicket takers for the awards',
         taken=['t_bot_stats'], due='', status='done', closed_by=['t_bot_stats_done'], handed_to=None),
    dict(id='t11', owner='Claudie', task='Write the raffle blurb for Facebook and the tickets',
         taken=['t_bot_ticket'], due='', status='done', closed_by=['t_bot_ticket_done'], handed_to=None),
    dict(id='t12', owner='Shane', task='Drop the shields at Harcourt Trophies and get the engraving quote',
         taken=['d_trophy_ok', 't_engrave', 't_engrave_hand_ok'], due='2015-12-24', status='done',
         closed_by=['t_engrave_done'], handed_to='Mick'),
    dict(id='t13', owner='Brodie', task='Get a quote and order the tour polos',
         taken=['t_polo'], due='', status='dropped', closed_by=['d_polo_drop_a1', 't_polo_drop'], handed_to=None),
    dict(id='t14', owner='Brodie', task='Finalise the tour list (who is going and paying)',
         taken=['t_squad', 't_squad_re'], due='2015-12-31', status='open', closed_by=[], handed_to=None),
    dict(id='t15', owner='Mick', task='Get the old premiership photos reframed for presentation night',
         taken=['t_photos'], due='', status='open', closed_by=[], handed_to=None),
]

NON_TODOS = [
    (['nt_roll'], 'already done'),                     # rolled the pitch this morning
    (['nt_snore'], 'banter promise'),                  # earplugs
    (['nt_buy'], 'vague promise'),                     # might buy a book
    (['nt_lamb'], 'already done'),                     # already told Priya about the lamb
    (['nt_fb'], 'vague promise'),                      # post on facebook whenever
    (['nt_spell'], 'instruction to others'),           # spell Papadopoulos right
    (['nt_bot_ticket'], 'bot offer not taken up'),     # version for the local paper
    (['nt_reidy'], 'banter promise'),                  # Reidy's guitar
    (['nt_sell'], 'instruction to others'),            # take a book or two
    (['nt_mick_sell'], 'vague promise'),               # try to sell it at bowls
    (['nt_squareup'], 'already done'),                 # Square link up
    (['nt_decor'], 'vague promise'),                   # decorations closer to the date
]

QUESTIONS = [
    # ---- changed
    ('What are we using to get to the coast now?',
     ['d_charter_p', 'd_charter_ok', 't_deposit_done'],
     'A Western Districts Charter 22-seater with its own driver, $2,650 for both days (after the Goldfields coach and then the two vans fell through)', 'changed'),
    ('What was the very first plan for the tour transport?',
     ['d_coach_p', 'd_coach_ok', 't_quote_done'], 'A Goldfields Coaches 24-seater with driver, quoted at $2,100', 'changed'),
    ('What went wrong with hiring the two vans?',
     ['van_rules', 'van_shane', 'd_charter_p'],
     'A $5,000 insurance excess per van, no driving between 10pm and 6am, and Shane might miss the Saturday because of harvest, so they went to a charter with a driver', 'changed'),
    ('Why did the Goldfields booking not go ahead?',
     ['coach_news'], 'Goldfields had no drivers for the Labour Day weekend (all on the Moomba shuttles)', 'changed'),
    ('When is the presentation night now?',
     ['d_pres_ok', 'd_pres2_note'], "Saturday 27 March, 7pm, Mechanics' Hall (first set for the 20th)", 'changed'),
    ('Which date was first picked for the awards night?',
     ['d_pres_p', 'd_pres_ok'], 'Saturday 20 March, 7pm', 'changed'),
    ('Are we still getting special shirts made for the tour?',
     ['polo_news', 'd_polo_drop_p', 'd_polo_drop_a1'],
     'No. The polos were dropped: $58 each and not ready until April, after the tour', 'changed'),
    ('Is there still a round of golf on the Monday of the tour?',
     ['golf_news', 'd_golf_drop_p', 'd_golf_drop_a1'],
     'No. The course is closed for its club championship and people want to be home by lunch, so the bus goes straight home Monday morning', 'changed'),
    # ---- owner
    ('Who took the shields in to be engraved?',
     ['t_engrave', 't_engrave_hand', 't_engrave_hand_ok', 't_engrave_done'],
     'Mick (Shane was going to but handed it over because of harvest)', 'owner'),
    ('Who is handling the caterer?',
     ['t_rosie', 't_rosie_done', 't_rosie2_done'], 'Davo', 'owner'),
    ('Who booked the caravan park cabins?',
     ['t_cabin', 't_cabin_done'], 'Priya (Kylie reported the confirmation email)', 'owner'),
    ('Who came up with the wording for the raffle post?',
     ['t_bot_ticket_q', 't_bot_ticket_done'], 'Claudie (the bot)', 'owner'),
    ('Who worked out the season batting and bowling leaders?',
     ['t_bot_stats_q', 't_bot_stats_done'], 'Codex (the bot)', 'owner'),
    # ---- status
    ('Have the two tour games been confirmed with the other clubs?',
     ['t_opp', 't_opp_done'], 'Yes, Brodie locked in both captains', 'status'),
    ('Is the list of who is going on tour finished?',
     ['t_squad', 't_squad_re'], 'Not yet; three players are still undecided and Brodie said he would have it by the next weekend', 'status'),
    ('Did Davo end up booking the vans?',
     ['t_van', 't_van_drop'], 'No. He only had a hold, no deposit, and scrapped it when they switched to the charter', 'status'),
    ('Has the bus company been paid a deposit?',
     ['t_deposit', 't_deposit_done'], 'Yes, Kylie paid $500 to Western Districts on 14 December', 'status'),
    ('Has anything happened with the old flag photos getting new frames?',
     ['t_photos'], 'No, Mick has only said he will take them in and have them reframed', 'status'),
    ('Have we got the printed raffle books yet?',
     ['t_tickets', 't_tickets_done'], 'Yes, Priya picked up 20 books of 25 from Officeworks', 'status'),
    # ---- single
    ('What does each engraved plate cost?',
     ['d_trophy_p', 't_engrave_done'], '$14 a plate', 'single'),
    ('What is the top raffle prize?',
     ['t_prizes_done'], 'A $300 Bunnings voucher', 'single'),
    ('How much a head is the spit roast?',
     ['d_venue_p', 't_rosie_done'], '$32 a head', 'single'),
    ('Who took the most wickets this season?',
     ['t_bot_stats_done'], 'Tom Reid, 27', 'single'),
    ('How much is it to hire the hall?',
     ['d_venue_p', 't_hall_done'], '$180', 'single'),
    ('How much money has the raffle brought in so far?',
     ['raffle_sales'], '$640', 'single'),
    # ---- temporal
    ('What time does the bus leave on the tour Saturday, and from where?',
     ['t_deposit_done'], '7am Saturday 6 March, from the clubrooms', 'temporal'),
    ('When do we play Tarrawong?',
     ['t_opp_done'], 'Sunday 7 March at 10am (35 overs)', 'temporal'),
    ('When will the engraving be ready?',
     ['t_engrave_done'], 'Mid February', 'temporal'),
    ('When is the grand final?',
     ['fixture_news'], 'Saturday 20 March', 'temporal'),
    # ---- multi
    ('What do the bus and the cabins cost together?',
     ['d_charter_p', 'd_cabin_p', 'fee_sum'], '$4,100 ($2,650 charter + about $1,450 cabins)', 'multi'),
    ('Mick wanted the awards night at the clubrooms. Why did he come round to the hall?',
     ['d_venue_obj', 'd_venue_r', 'd_venue_r2', 'd_venue_mk'],
     'The clubrooms hold about 50 and 78 came last year, and with a caterer nobody (Mick included) has to run the barbecue all night', 'multi'),
    ("How was Davo's worry about sleeping on a bunk sorted out?",
     ['d_cabin_obj', 'd_cabin_r', 'd_cabin_dv'], 'He shares the one cabin with a queen and a double with Shane', 'multi'),
    ('How much dearer is the charter than the first bus quote, and why did Brodie accept it?',
     ['t_quote_done', 'd_charter_obj', 'd_charter_r', 'd_charter_br'],
     'About $550 more ($2,650 v $2,100); the raffle should cover it and nobody has to be a sober driver', 'multi'),
]


if __name__ == '__main__':
    msgs, markers = build(SESSIONS, PEOPLE, tz_hours=10, seed=20151201)
    write_all(HERE, msgs, markers, DECISIONS, NON_DECISIONS, TODOS, NON_TODOS, QUESTIONS)
