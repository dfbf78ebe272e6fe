#!/usr/bin/env python3
"""English model railway club committee chat (Bedford Basin Model Railway Society,
Halifax, Nova Scotia): the fall open-house show, 2026-08-31 .. 2026-10-04, -03:00 ADT.

Run `python3 _build.py` (from anywhere) to regenerate chat.jsonl and the label
files in this folder. Line format: see ../_chatgen.py.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from _chatgen import build, write_all  # noqa: E402

PEOPLE = {
    'Gord': (4719302586, False),     # president, 60s; venues, "folks"
    'Ruth': (5820193746, False),     # treasurer; careful with money
    'Kevin': (6391028475, False),    # layout builder, electronics; quiet, precise
    'Amara': (5102938467, False),    # 26, newest member; socials, poster
    'Desmond': (6748203915, False),  # retired trucker, has a van; jokes; Legion member
    'Codex': (7702918364, True),     # bot: terse
    'Gemma': (7815039264, True),     # bot: chatty
}

SESSIONS = [
("2026-08-31 19:40", r"""
Gord: Evening folks. Time to get serious about the open house
Gord: last year we had 140 people through in one afternoon, clubroom was wall to wall
Desmond: and the furnace room smelled like wet dog
Amara: hi all! first committee thing for me, be gentle
Ruth: Welcome Amara
#d_club_p Gord: my thinking is we keep it in the clubroom again, Saturday Sept 26, 10 till 4
#d_club_a1 Kevin: fine by me, layout doesn't have to move
#d_club_a2 Ruth: Clubroom costs us nothing so yes
#d_setup_p Gord: setup the Friday before, 6pm, pizza on me
#d_setup_a1 Desmond: pizza = I'm there
#d_setup_a2 Amara: 👍
#t_poster Amara: I can do the poster and a facebook event, have them up by Sunday
Gord: perfect
Kevin: put the N scale in the poster photo not the HO, it's prettier
Amara: noted 😂
Gord: I've added two of those AI helpers too, Codex and Gemma. Ruth wanted something to do sums
Codex: Hello. Mention me for numbers, lists, schedules.
Gemma: Hi everyone!! Love a train show 🚂 just tag me
Desmond: the robots are taking over the railway
"""),
("2026-09-01 12:15", r"""
Ruth: Question about admission. Last year we did free and the donation jar got $61
#d_fee_p Ruth: I'd like $5 for adults, kids under 12 free. Covers the insurance rider at least
#d_fee_obj Desmond: charging at the door for a basement show? people will walk
#d_fee_r >d_fee_obj Gord: we could put the food bank bin right by the door, pay $5 or bring a can
#d_fee_dg Desmond: ok that I can live with. $5 or a can
#d_fee_a1 Amara: love the can idea, I'll put it on the poster
#d_fee_a2 Kevin: +1
Ruth: Thank you. I'll sort out the float closer to the day
"""),
("2026-09-02 20:30", r"""
Kevin: bad news on the clubroom
#club_bad Kevin: church office says the basement's getting the floor redone the last week of sept. contractors in till the 29th
Gord: oh for pete's sake
Desmond: the Legion hall in Bedford is free most saturdays, I'm a member there
#t_legion Desmond: I'll ask the steward tomorrow what they want for the 26th
Ruth: please ask about tables too
Amara: what's the Legion like inside?
Desmond: wood panelling and a moose head
Amara: perfect for trains honestly
"""),
("2026-09-03 16:05", r"""
#t_legion_done Desmond: talked to Bev at the Legion. 26th is open, $400 for the day with tables and chairs, bar stays closed
#d_legion_p Gord: let's take it. Big room, parking, wheelchair ramp
#d_legion_obj Ruth: $400 is more than our whole show budget last year
#d_legion_r Desmond: Bev says members' rate is $300 if I sign for it
#d_legion_ag >d_legion_r Ruth: $300 I can make work. Go ahead
#d_legion_a1 Kevin: ok
#d_legion_a2 Amara: yay bigger room!
#d_legion_bk Desmond: signed for it, Legion hall Sept 26. deposit due next week
Amara: changing the poster venue now
"""),
("2026-09-04 21:10", r"""
#d_mod_p Gord: Idea for a showpiece. A new module of the Dartmouth ferry terminal, 1950s, with the old ferry at the dock
#d_mod_obj Kevin: in three weeks? the whole waterfront is a winter project Gord
#d_mod_r >d_mod_obj Gord: just the ferry slip and the terminal building then. Two foot section
#d_mod_ag Kevin: ok two feet I can do. I have a ferry kit in the closet since 2019
#d_mod_a1 Desmond: finally that kit sees daylight
#t_mod Kevin: I'll have it built and wired by the 24th, scenery maybe not perfect
#n_fullsize Desmond: forget the module, let's rent the real ferry for the day
Amara: 😂😂
Ruth: Desmond the insurance rider is already giving me hives
Kevin: [photo]
Kevin: found the kit. still in the shrink wrap
Gord: 2019 Kevin
Kevin: I know
"""),
("2026-09-06 10:30", r"""
#t_poster_done Amara: poster's done and the facebook event is live! [photo]
Amara: "Bedford Basin Model Railway Open House - Sat Sept 26, 10-4, Legion Hall"
Gord: looks great
Kevin: that's the N scale. good
Ruth: Can you add "$5 adults, under 12 free, or a can for the food bank"
Amara: already on there, bottom left 🙂
#n_tiktok Amara: could also do a tiktok live from the show, people love trains on tiktok
Desmond: what's a tiktok live
Gord: ...
#n_bot_hash Gemma: Ooh and you could add a hashtag like #BedfordTrains2026 to everything! Consistent hashtags really help reach
Amara: sunday morning scroll time, bye
"""),
("2026-09-08 19:45", r"""
#d_dcc_p Kevin: the old Digitrax command station cut out twice at the last show. I want to buy a new one before the 26th. $380 at Hobby Junction
#d_dcc_obj Ruth: $380 on top of the hall? We're getting thin
#d_dcc_r Kevin: if it dies on the day we have nothing running. 140 people looking at dead trains
#d_dcc_ag Ruth: Fine, but it comes out of the equipment fund, not the show budget
#d_dcc_a1 Gord: agreed, equipment fund
#t_dcc Ruth: I'll order it from Hobby Junction this week, they give the club 10%
#nt_bot_offer Codex: Can draft a simple budget sheet with both funds if useful.
#n_two_days Kevin: while we're spending, should we make it a two day show, sat and sun?
#n_two_days_r Ruth: No. One day. We're volunteers
Kevin: fair
Amara: sorry, what's DCC
Kevin: digital command control. every loco gets an address so you can run several on one track
Amara: ahh so it's the brain
Kevin: pretty much
"""),
("2026-09-09 20:20", r"""
#d_kids_p Amara: what about a kids corner? my nephew would lose his mind if he could drive a train
#d_kids_p2 Gord: we have the old Lionel loop in storage, the one with the big transformer. Kids could run that
#d_kids_a1 Desmond: yes. kids running the Lionel, adults get the good stuff
#d_kids_a2 Kevin: Lionel's bulletproof, sure
#t_lionel Kevin: I'll test the transformer this weekend, it hasn't been plugged in for 3 years
#nt_hat Desmond: I'll wear the conductor's hat and blow the whistle every 5 minutes till Ruth kills me 😄
#n_hat_photo Desmond: actually charge $2 for a photo with the conductor
Amara: nobody's paying to see your face Des
Desmond: rude
"""),
("2026-09-10 18:35", r"""
#d_steam_p Gord: Phil from the live steam group says he'd bring his 7.5 inch gauge engine and run rides in the parking lot
#d_steam_a1 Amara: omg yes
#d_steam_a2 Desmond: now THAT gets people in the door
#d_steam_a3 Kevin: sure
#t_steam Gord: I'll call Phil back tomorrow and lock in the time
#n_bot_steam Gemma: A ride-on steam train is such a draw! Maybe sell ride tickets separately, like $3 a ride?
Ruth: we are not adding another price, Gemma
Desmond: Phil's engine is a Pacific isn't it
Gord: 4-6-2, coal fired
Kevin: coal in a parking lot. what could go wrong
"""),
("2026-09-11 13:00", r"""
#t_dcc_done Ruth: DCC station ordered, $342 after the club discount. Pick up Thursday at Hobby Junction
Kevin: 🙌
#nt_pickup_offer Desmond: I can grab it Thursday with the van
#nt_pickup_no >nt_pickup_offer Ruth: It's a box the size of a toaster Des, I've got it
Desmond: ha fair
"""),
("2026-09-12 11:45", r"""
#d_book_p Ruth: Another idea. A printed programme for the show, 8 pages, with ads from local shops to pay for the printing
#d_book_a1 Gord: good idea, Hobby Junction would take an ad for sure
#d_book_a2 Amara: I can lay it out
#d_book_a3 Kevin: sure
#t_ads Amara: I'll go round the shops on Sunnyside and sell the ads, $25 each
#n_color_q Desmond: colour or black and white?
#n_color_r >n_color_q Ruth: depends on how many ads we sell, let's see
Gord: Amara how did your nephew's birthday go
Amara: chaos. 9 kids one bouncy castle
Ruth: Sounds like our last AGM
"""),
("2026-09-13 21:20", r"""
#t_lionel_done Kevin: lionel transformer works. smells a bit like burnt dust but ran an hour no problem [photo]
Gord: excellent
Desmond: burnt dust is the smell of my childhood
#t_codex_q Gord: @Codex how many 8 foot tables do we need? 5 layouts: 24ft, 16ft, 12ft, kids loop 8ft, plus the new 2ft module, plus 2 tables for door and sales
#t_codex Codex: Working it out.
#t_codex_done Codex: Tables needed (8 ft):\n- main layout 24 ft: 3\n- N scale 16 ft: 2\n- O scale 12 ft: 2 (1.5 rounded up)\n- kids loop: 1\n- ferry module: 1 (shared with O scale end if short)\n- door + sales: 2\nTotal: 11, or 10 if the module shares.
Gord: Legion has 8. So we need 3
"""),
("2026-09-14 19:10", r"""
#steam_bad Gord: bad news from Phil. his insurance doesn't cover public rides off his own track this year. and ours won't touch it
#d_steam_drop_p Gord: so no steam rides. drop it
#d_steam_drop_a1 Amara: noooo ok
#d_steam_drop_a2 Desmond: figures. insurance ruins everything
#t_steam_drop Gord: I already told Phil, no hard feelings, he'll come visit anyway
Ruth: that's one less line in the budget I suppose
#t_tables Desmond: the church said we can borrow their 3 folding tables. I'll pick them up the Friday before with the van
"""),
("2026-09-15 20:40", r"""
Desmond: folks
#legion_bad Desmond: Bev called. she double booked the 26th, a wedding reception they had on the waitlist, and they're paying full rate. she's very sorry. deposit refunded
Ruth: Oh no
Kevin: eleven days out
Amara: I just printed 40 posters 😭
Gord: ok don't panic
#d_mill_p Gord: Millview Community Hall in Sackville. I called this morning on a hunch. 26th is free, $250, tables included, but only 6
#d_mill_a1 Ruth: $250 is better than the Legion anyway. yes
#d_mill_a2 Kevin: fine. 6 tables plus church 3 is 9, with the module sharing we're one short
#d_mill_a3 Desmond: I'll bring my workbench on trestles, done
#d_mill_a4 Amara: ok redoing the poster again lol
#t_mill Gord: I'll book it and drop the deposit off at their office tomorrow
Amara: posters v3 incoming
Kevin: third time lucky
Desmond: sorry folks, I feel bad about this one
Gord: not your fault Des
"""),
("2026-09-16 15:30", r"""
#t_mill_done Gord: Millview's booked, $100 deposit paid, receipt to Ruth
Ruth: Got it. Legion refund came in too
#nt_poster_done Amara: new posters up at the Sobeys and the library with Millview on them. facebook event changed as well
Gord: thanks Amara
#t_gemma_q Amara: @Gemma can you write a short blurb for the community calendar in the Chronicle Herald? 60 words max
#t_gemma Gemma: On it! One sec ✍️
#t_gemma_done Gemma: "All aboard! The Bedford Basin Model Railway Society opens its doors Saturday, Sept 26, 10am-4pm at Millview Community Hall, Sackville. Five working layouts, a brand-new 1950s Dartmouth ferry terminal, and a kids' corner where young engineers drive the trains. $5 adults, under 12 free, or bring a can for the food bank."
Amara: perfect, sending it
"""),
("2026-09-17 21:05", r"""
#mill_bingo Gord: Millview manager reminded me they have bingo in the hall friday nights till 10
#d_setup2_p Gord: 📌 Load-in: Saturday 26th, 6:30am sharp at Millview. Doors open 10
#d_setup2_a1 Kevin: 6:30 is early but the main layout takes 2 hours. I'll be there
#d_setup2_a2 Desmond: I'll have the van loaded the night before then
#d_setup2_a3 Ruth: fine
#n_sleep Desmond: or we all sleep in the hall after bingo and win a ham
Amara: 😂
#nt_instr_labels Kevin: everyone bring your own locos in labelled boxes please, I'm not sorting out whose GP9 is whose again
"""),
("2026-09-18 12:40", r"""
#ads_bad Amara: update on ads. been to 7 shops. Hobby Junction said yes, the barber said yes, everyone else "maybe next year"
Amara: so 2 ads = $50. printing is $180
#d_book_drop_p Ruth: Then let's not do the programme. Not worth $130 of our money
#d_book_drop_a1 Gord: agreed, skip it
#d_book_drop_a2 Amara: yeah ok. I'll tell the two shops thanks but it's off
#t_ads_drop Amara: so I'm stopping the ad rounds
#n_bot_qr Gemma: You could do a free digital programme with a QR code on the tables instead!
Kevin: everyone just looks at the trains
Desmond: what's a QR code
Amara: Des please
"""),
("2026-09-19 10:15", r"""
#d_coffee_p Desmond: coffee. I'll grab a box of joe and 80 timbits from the Tim's on Cobequid on the morning, give them away by the door
#d_coffee_a1 Ruth: Fine, $45 max
#d_coffee_a2 Amara: timbits ❤️
#d_coffee_a3 Gord: yes
#n_ask_hall Kevin: can we even have food at Millview?
#n_ask_hall_r >n_ask_hall Gord: I'll ask but last time I was there they had a bake sale so probably
Gord: asked. food's fine, no open flames
Desmond: Ruth does the $45 include my double double
Ruth: It includes whatever $45 buys
#t_float Ruth: I'll get the cash float from the bank on Friday, $150 in fives and toonies
"""),
("2026-09-21 20:50", r"""
Kevin: ferry module progress [photo]
Kevin: terminal building done, slip half done, water is resin so it needs 48 hours
Amara: the little people on the dock!!!
Gord: Kevin that's beautiful
Desmond: is that me in the hat
Kevin: it's a generic conductor Desmond
Amara: how do you even make the water
Kevin: two part resin poured thin, one drop of green tint
Amara: I'm learning so much in this chat
#nt_wish_waterfront Kevin: someday I'd like to do the whole waterfront, Pier 21 and all
Gord: winter project like you said
"""),
("2026-09-23 19:30", r"""
#t_tables_hand Desmond: bad news, my back's gone. doctor says no lifting for a week. can someone do the church tables friday?
#t_tables_ok >t_tables_hand Gord: I'll take them in my truck Friday, don't you dare lift anything
Desmond: I can still drive the van Saturday, just nothing heavy
Ruth: Take care of yourself Des
#nt_banter Desmond: I'll still beat all of you at the bingo
"""),
("2026-09-24 21:15", r"""
#t_mod_done Kevin: ferry module is done and wired. ran the ferry shuttle loop for half an hour, no stalls
Amara: cannot wait to see it in person
#n_what_if Ruth: What if the new DCC station fails on the day?
#n_what_if_r >n_what_if Kevin: then we plug the old one back in and pray
Ruth: Reassuring
#nt_dcc_collected Kevin: picked up the new DCC station last Thursday btw, it's been running on my bench all week
"""),
("2026-09-25 18:20", r"""
#t_tables_done Gord: church tables are in the truck, 3 of them
#t_float_done Ruth: Float's in the cash box. $150
Desmond: van's loaded, Kevin's main layout sections wrapped in moving blankets
#nt_instr_parking Gord: everyone park around the back tomorrow please, front lot is for visitors
Amara: alarm set for 5:45 😴
"""),
("2026-09-26 06:34", r"""
Kevin: here
Gord: doors unlocked
Desmond: reversing the van in, someone guide me
Amara: on my way, tim hortons line is wild
Kevin: main layout up, running a test train
Ruth: cash box and the food bank bin by the door
Amara: kids corner set up [photo]
"""),
("2026-09-26 13:10", r"""
Amara: it's packed in here
Gord: 90 through the door by noon
Desmond: a 6 year old just told me the Lionel is her favourite. correct answer
Kevin: ferry module has a line in front of it
Ruth: $300 in the box already
Amara: someone asked if the ferry is for sale lol
Kevin: no
"""),
("2026-09-26 19:45", r"""
#show_count Ruth: Home. Count: 212 visitors. $635 at the door, 48 cans for the food bank
Gord: best show we've ever had
Amara: crying
Kevin: zero stalls on the new dcc
#t_photos Amara: I'll post the photos on facebook tomorrow
#t_thanks Ruth: I'll write thank-you cards to Millview and Hobby Junction this week
#nt_wish_two Amara: I'd love to do two shows a year honestly
Desmond: slow down kid
"""),
("2026-09-27 14:30", r"""
#t_photos_done Amara: photos are up on facebook! 47 pics [photo]
Amara: already 300 likes?? the ferry one is going viral-ish
Gord: Kevin's famous
Kevin: please no
Desmond: my back says hi. slept 11 hours
Ruth: Deserved
"""),
("2026-09-29 20:10", r"""
#final_numbers Ruth: Final numbers. Door $635, hall $250, coffee $44, DCC $342 from the equipment fund
Ruth: Show budget up $341
Gord: excellent. thanks all
Amara: ferry post is at 1.2k likes btw
Kevin: stop
#t_turnout Kevin: I need to fix the yard ladder turnout that kept derailing the tank cars. next club night
#nt_vague Desmond: I'll get around to cleaning the van out at some point
"""),
("2026-10-01 19:55", r"""
Amara: someone from the Herald messaged asking for an interview about the club 👀
#nt_herald Desmond: I can ring them back, I know the editor from the Legion
#nt_herald_r >nt_herald Amara: already did, talked to them on the phone at lunch. they're running it next week
Gord: look at us, in the paper
"""),
("2026-10-03 21:40", r"""
#t_thanks_re Ruth: Thank-you cards still not done, they're on my desk. Next week
#t_turnout_re Kevin: turnout still not done either, needed a new frog. ordered it
Gord: no rush folks
Desmond: back's better, bingo tonight
Amara: good luck Des
Desmond: winner winner, 40 bucks
"""),
]

DECISIONS = [
    dict(id='d1', text='Open house in the clubroom (church basement), Sat Sept 26, 10-4',
         stated=['d_club_p', 'd_club_a1', 'd_club_a2'],
         agreed_by=['Gord', 'Kevin', 'Ruth'], objected_by=[],
         status='superseded', superseded_by='d2', changed_at=['d_legion_p', 'd_legion_ag']),
    dict(id='d2', text='Hold the show at the Bedford Legion hall, members\' rate $300',
         stated=['d_legion_p', 'd_legion_r', 'd_legion_ag', 'd_legion_a1', 'd_legion_a2', 'd_legion_bk'],
         agreed_by=['Gord', 'Ruth', 'Kevin', 'Amara', 'Desmond'], objected_by=['Ruth'],
         status='superseded', superseded_by='d3', changed_at=['d_mill_p', 'd_mill_a1']),
    dict(id='d3', text='Hold the show at Millview Community Hall, Sackville, $250 (6 tables)',
         stated=['d_mill_p', 'd_mill_a1', 'd_mill_a2', 'd_mill_a3', 'd_mill_a4', 't_mill_done'],
         agreed_by=['Gord', 'Ruth', 'Kevin', 'Desmond', 'Amara'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d4', text='Set up Friday 6pm the evening before, pizza',
         stated=['d_setup_p', 'd_setup_a1', 'd_setup_a2'],
         agreed_by=['Gord', 'Desmond', 'Amara'], objected_by=[],
         status='superseded', superseded_by='d5', changed_at=['d_setup2_p', 'd_setup2_a1']),
    dict(id='d5', text='Load-in Saturday 26th 6:30am at Millview, doors at 10',
         stated=['d_setup2_p', 'd_setup2_a1', 'd_setup2_a2', 'd_setup2_a3'],
         agreed_by=['Gord', 'Kevin', 'Desmond', 'Ruth'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d6', text='Admission $5 adults, under 12 free, or a can for the food bank',
         stated=['d_fee_p', 'd_fee_r', 'd_fee_dg', 'd_fee_a1', 'd_fee_a2'],
         agreed_by=['Ruth', 'Gord', 'Desmond', 'Amara', 'Kevin'], objected_by=['Desmond'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d7', text='New showpiece: a two-foot 1950s Dartmouth ferry terminal module',
         stated=['d_mod_p', 'd_mod_r', 'd_mod_ag', 'd_mod_a1'],
         agreed_by=['Gord', 'Kevin', 'Desmond'], objected_by=['Kevin'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d8', text='Buy a new DCC command station ($380 list) from the equipment fund',
         stated=['d_dcc_p', 'd_dcc_r', 'd_dcc_ag', 'd_dcc_a1'],
         agreed_by=['Kevin', 'Ruth', 'Gord'], objected_by=['Ruth'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d9', text='Kids corner where children run the old Lionel loop',
         stated=['d_kids_p', 'd_kids_p2', 'd_kids_a1', 'd_kids_a2'],
         agreed_by=['Amara', 'Gord', 'Desmond', 'Kevin'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d10', text='Free coffee and 80 Timbits at the door, $45 max, Desmond picks up',
         stated=['d_coffee_p', 'd_coffee_a1', 'd_coffee_a2', 'd_coffee_a3'],
         agreed_by=['Desmond', 'Ruth', 'Amara', 'Gord'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d11', text='Phil runs live steam rides in the parking lot',
         stated=['d_steam_p', 'd_steam_a1', 'd_steam_a2', 'd_steam_a3'],
         agreed_by=['Gord', 'Amara', 'Desmond', 'Kevin'], objected_by=[],
         status='dropped', superseded_by=None,
         changed_at=['d_steam_drop_p', 'd_steam_drop_a1', 'd_steam_drop_a2']),
    dict(id='d12', text='Printed 8-page show programme paid for by local shop ads',
         stated=['d_book_p', 'd_book_a1', 'd_book_a2', 'd_book_a3'],
         agreed_by=['Ruth', 'Gord', 'Amara', 'Kevin'], objected_by=[],
         status='dropped', superseded_by=None,
         changed_at=['d_book_drop_p', 'd_book_drop_a1', 'd_book_drop_a2']),
]

NON_DECISIONS = [
    (['n_fullsize'], 'joke'),                                   # rent the real ferry
    (['n_tiktok'], 'proposal not taken up'),                    # tiktok live
    (['n_bot_hash'], 'bot suggestion ignored'),                 # Gemma: hashtag
    (['n_two_days', 'n_two_days_r'], 'proposal not taken up'),  # two-day show -> no
    (['n_hat_photo'], 'proposal not taken up'),                 # $2 photo with the conductor
    (['n_bot_steam'], 'bot suggestion ignored'),                # Gemma: $3 ride tickets
    (['n_color_q', 'n_color_r'], 'question'),                   # colour or b/w? -> let's see
    (['n_sleep'], 'joke'),                                      # sleep in the hall after bingo
    (['n_bot_qr'], 'bot suggestion ignored'),                   # Gemma: QR programme
    (['n_ask_hall', 'n_ask_hall_r'], 'question'),               # food allowed at Millview?
    (['n_what_if', 'n_what_if_r'], 'hypothetical'),             # if the DCC fails
]

TODOS = [
    dict(id='t1', owner='Desmond', task='Ask the Legion steward about the 26th and the price',
         taken=['t_legion'], due='2026-09-03', status='done', closed_by=['t_legion_done'], handed_to=None),
    dict(id='t2', owner='Amara', task='Make the poster and the Facebook event',
         taken=['t_poster'], due='2026-09-06', status='done', closed_by=['t_poster_done'], handed_to=None),
    dict(id='t3', owner='Kevin', task='Build and wire the ferry terminal module',
         taken=['t_mod'], due='2026-09-24', status='done', closed_by=['t_mod_done'], handed_to=None),
    dict(id='t4', owner='Codex', task='Work out how many 8 ft tables the layouts need',
         taken=['t_codex'], due='', status='done', closed_by=['t_codex_done'], handed_to=None),
    dict(id='t5', owner='Gemma', task='Write a 60-word blurb for the Herald community calendar',
         taken=['t_gemma'], due='', status='done', closed_by=['t_gemma_done'], handed_to=None),
    dict(id='t6', owner='Ruth', task='Order the new DCC command station from Hobby Junction',
         taken=['t_dcc'], due='2026-09-13', status='done', closed_by=['t_dcc_done'], handed_to=None),
    dict(id='t7', owner='Gord', task='Call Phil back and lock in the steam ride time',
         taken=['t_steam'], due='2026-09-11', status='dropped',
         closed_by=['d_steam_drop_p', 't_steam_drop'], handed_to=None),
    dict(id='t8', owner='Amara', task='Sell $25 programme ads to the shops on Sunnyside',
         taken=['t_ads'], due='', status='dropped',
         closed_by=['d_book_drop_p', 't_ads_drop'], handed_to=None),
    dict(id='t9', owner='Desmond', task='Pick up the 3 church folding tables the Friday before',
         taken=['t_tables', 't_tables_ok'], due='2026-09-25', status='done',
         closed_by=['t_tables_done'], handed_to='Gord'),
    dict(id='t10', owner='Ruth', task='Get a $150 cash float from the bank',
         taken=['t_float'], due='2026-09-25', status='done', closed_by=['t_float_done'], handed_to=None),
    dict(id='t11', owner='Kevin', task='Test the Lionel transformer',
         taken=['t_lionel'], due='2026-09-13', status='done', closed_by=['t_lionel_done'], handed_to=None),
    dict(id='t12', owner='Gord', task='Book Millview and drop off the deposit',
         taken=['t_mill'], due='2026-09-16', status='done', closed_by=['t_mill_done'], handed_to=None),
    dict(id='t13', owner='Amara', task='Post the show photos on Facebook',
         taken=['t_photos'], due='2026-09-27', status='done', closed_by=['t_photos_done'], handed_to=None),
    dict(id='t14', owner='Ruth', task='Write thank-you cards to Millview and Hobby Junction',
         taken=['t_thanks', 't_thanks_re'], due='2026-09-27', status='open', closed_by=[], handed_to=None),
    dict(id='t15', owner='Kevin', task='Fix the yard ladder turnout that derails the tank cars',
         taken=['t_turnout', 't_turnout_re'], due='', status='open', closed_by=[], handed_to=None),
]

NON_TODOS = [
    (['nt_bot_offer'], 'bot offer not taken up'),          # Codex budget sheet
    (['nt_hat'], 'banter promise'),                        # whistle every 5 minutes
    (['nt_pickup_offer', 'nt_pickup_no'], 'offer declined'),  # grab the DCC box -> I've got it
    (['nt_poster_done'], 'already done'),                  # new posters up
    (['nt_instr_labels'], 'instruction to others'),        # bring locos in labelled boxes
    (['nt_wish_waterfront'], 'vague wish'),                # whole waterfront someday
    (['nt_banter'], 'banter promise'),                     # beat you all at bingo
    (['nt_dcc_collected'], 'already done'),                # picked up the DCC last Thursday
    (['nt_instr_parking'], 'instruction to others'),       # park around the back
    (['nt_wish_two'], 'vague wish'),                       # two shows a year
    (['nt_vague'], 'vague promise'),                       # clean the van at some point
    (['nt_herald', 'nt_herald_r'], 'already done by someone else'),  # ring the Herald -> Amara did
]

QUESTIONS = [
    # ---- changed
    ('Where is the open house being held in the end?',
     ['d_mill_p', 'd_mill_a1', 't_mill_done'], 'Millview Community Hall in Sackville, $250', 'changed'),
    ('Where did the club first plan to hold the show?',
     ['d_club_p', 'd_club_a1'], 'In the clubroom, the church basement', 'changed'),
    ('Why couldn\'t the show stay in the clubroom?',
     ['club_bad', 'd_legion_p'], 'The church basement floor was being redone that week (contractors in till the 29th), so they went to the Legion', 'changed'),
    ('What went wrong with the Legion hall?',
     ['legion_bad', 'd_mill_p'], 'Bev double booked the 26th with a wedding reception; deposit refunded and they moved to Millview', 'changed'),
    ('When does setup start now?',
     ['d_setup2_p', 'd_setup2_a1'], 'Saturday the 26th at 6:30am at Millview, doors at 10', 'changed'),
    ('What was the original setup plan?',
     ['d_setup_p', 'd_setup_a1'], 'Friday evening at 6pm before the show, with pizza from Gord', 'changed'),
    ('Are there going to be steam train rides outside?',
     ['d_steam_p', 'steam_bad', 'd_steam_drop_p'], 'No. Phil\'s insurance doesn\'t cover public rides and the club\'s won\'t, so it was dropped', 'changed'),
    ('Will visitors get a booklet about the layouts?',
     ['d_book_p', 'ads_bad', 'd_book_drop_p', 'd_book_drop_a1'], 'No. Only 2 ads sold ($50) against $180 printing, so it was scrapped', 'changed'),
    # ---- owner
    ('Who ended up collecting the tables from the church?',
     ['t_tables', 't_tables_hand', 't_tables_ok', 't_tables_done'], 'Gord, in his truck (Desmond\'s back was out, he handed it over)', 'owner'),
    ('Who figured out the table count?',
     ['t_codex_q', 't_codex_done'], 'Codex (the bot): 11, or 10 if the module shares', 'owner'),
    ('Who wrote the newspaper calendar blurb?',
     ['t_gemma_q', 't_gemma_done'], 'Gemma (the bot)', 'owner'),
    ('Who built the ferry module?',
     ['t_mod', 't_mod_done'], 'Kevin', 'owner'),
    ('Who is fixing the turnout on the yard ladder?',
     ['t_turnout'], 'Kevin', 'owner'),
    # ---- status
    ('Has Ruth sent the thank-you cards?',
     ['t_thanks', 't_thanks_re'], 'Not yet, they\'re on her desk; she says next week', 'status'),
    ('Is the yard turnout fixed?',
     ['t_turnout', 't_turnout_re'], 'No, Kevin needed a new frog and has ordered it', 'status'),
    ('Did Amara sell the programme ads?',
     ['t_ads', 'ads_bad', 't_ads_drop'], 'Only two (Hobby Junction, the barber); the programme was dropped and she stopped', 'status'),
    ('Did Gord lock in a time with Phil?',
     ['t_steam', 't_steam_drop'], 'No, the steam rides were dropped; he told Phil it was off', 'status'),
    ('Was the Lionel transformer checked?',
     ['t_lionel', 't_lionel_done'], 'Yes, Kevin ran it an hour with no problem', 'status'),
    ('Are the show photos online?',
     ['t_photos', 't_photos_done'], 'Yes, Amara posted 47 photos on Facebook', 'status'),
    # ---- single
    ('How much did the DCC station cost in the end?',
     ['t_dcc_done'], '$342 after the club discount', 'single'),
    ('How many people came to the show?',
     ['show_count'], '212 visitors', 'single'),
    ('How much money is in the cash float?',
     ['t_float'], '$150 in fives and toonies', 'single'),
    ('What is the Legion members\' rate Desmond could get?',
     ['d_legion_r'], '$300', 'single'),
    ('How much can Desmond spend on coffee?',
     ['d_coffee_a1'], '$45 max', 'single'),
    ('What kit is Kevin using for the ferry?',
     ['d_mod_ag'], 'A ferry kit he has had in the closet since 2019', 'single'),
    # ---- temporal
    ('When is the open house?',
     ['d_club_p'], 'Saturday September 26, 10am to 4pm', 'temporal'),
    ('When was Millview booked and paid?',
     ['t_mill_done'], 'September 16 ($100 deposit)', 'temporal'),
    ('When did the Legion cancel on the club?',
     ['legion_bad'], 'September 15, eleven days before the show', 'temporal'),
    ('When is the Herald piece coming out?',
     ['nt_herald_r'], 'The week after October 1 (next week)', 'temporal'),
    # ---- multi
    ('How did the show do financially?',
     ['show_count', 'final_numbers'], '$635 at the door minus $250 hall and $44 coffee: show budget up $341 (DCC $342 paid from the equipment fund); plus 48 cans', 'multi'),
    ('Why is admission $5 when Desmond wanted it free?',
     ['d_fee_obj', 'd_fee_r', 'd_fee_dg'], 'Ruth wanted $5 to cover the insurance rider; Gord offered paying or bringing a can for the food bank and Desmond accepted', 'multi'),
    ('Why did Ruth agree to the DCC purchase?',
     ['d_dcc_obj', 'd_dcc_r', 'd_dcc_ag'], 'Kevin said a failure would leave nothing running; she agreed if it came out of the equipment fund', 'multi'),
    ('Did the venue end up with enough tables?',
     ['d_mill_p', 'd_mill_a2', 'd_mill_a3', 't_tables_done'], 'Millview has 6, plus 3 church tables and Desmond\'s workbench on trestles; the module shares a table', 'multi'),
]


if __name__ == '__main__':
    msgs, markers = build(SESSIONS, PEOPLE, tz_hours=-3, seed=20260831)
    write_all(HERE, msgs, markers, DECISIONS, NON_DECISIONS, TODOS, NON_TODOS, QUESTIONS)
