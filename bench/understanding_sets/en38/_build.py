#!/usr/bin/env python3
"""English (Winnipeg) curling club executive chat: Prairie Rose Curling Club,
the fall Harvest Bonspiel, stones, supper and learn-to-curl nights,
2026-09-14 .. 2026-10-19, -05:00 (CDT).

Run `python3 _build.py` (from anywhere) to regenerate chat.jsonl and the label
files in this folder. Line format: see ../_chatgen.py.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from _chatgen import build, write_all  # noqa: E402

PEOPLE = {
    'Bev': (6203948157, False),      # president, 60s; full sentences; other clubs, licences
    'Darryl': (5839201746, False),   # ice tech / facilities, 50s; terse, typos; the compressor, the stones
    'Priya': (7048213695, False),    # treasurer, 30s; entries, invoices
    'Kyle': (6591730284, False),     # draw master, 27; lowercase, jokes; has a truck
    'Janelle': (5720394816, False),  # social convenor, 40s; emoji; supper, sponsors
    'Codex': (7706219354, True),     # bot: terse
    'Gemma': (7840192635, True),     # bot: chatty, emoji
}

SESSIONS = [
("2026-09-14 19:30", r"""
Bev: Good evening all. The executive chat is back for the season, and I've added the two bots again.
Kyle: the band is back together
Janelle: Hiii 👋 missed you guys
Darryl: hey
Priya: Hello! Summer went way too fast
Bev: First order of business: the Harvest Bonspiel.
#d_date1_p Bev: I'd like to hold it the first weekend of October, Saturday Oct 3 and Sunday Oct 4. Darryl says the ice goes in the week of the 21st.
#d_date1_a1 Darryl: ya ice crew booked for the 21st, should be fine
#d_date1_a2 Priya: Works for me
#d_date1_a3 Kyle: 3rd and 4th 👍
#d_date1_a4 Janelle: yesss
#d_date1_ok Bev: Then it's October 3-4. I'll put it in the newsletter.
#t_form Kyle: ill make the registration form and post it by friday
#d_chili_p Janelle: For Saturday supper I'm thinking potluck chili in the lounge like the old days 🌶️ everyone brings a pot, club buys buns
#d_chili_a1 Bev: I love that idea.
#d_chili_a2 Priya: Cheap and cheerful, yes please
#d_chili_a3 Kyle: chili cook-off energy. im in
#d_fee_p Priya: Entry fee: I'd say $200 a team, supper for four included
#d_fee_obj >d_fee_p Kyle: 200 is steep for the young teams tho. half my league is students
#d_fee_r Priya: It's $50 a head for three games and supper. The Fort Garry spiel is $280
#d_fee_ky Kyle: ok fair when you put it like that. 200 it is
#d_fee_a1 Bev: $200 is fine with me.
#d_fee_a2 Darryl: 👍
#n_glow Kyle: also hear me out. glow curling night. black lights, neon stones
#n_glow_r Bev: Not this year, Kyle. Let's get through the bonspiel first.
Kyle: one day
"""),
("2026-09-15 21:05", r"""
Darryl: compressor making that noise again
Darryl: the grinding one
Priya: Oh no. The expensive noise?
Darryl: maybe. dont know yet
#t_fridge Darryl: ill call polar refrigeration tmrw morning and get someone out
Bev: Thank you, Darryl. Keep us posted.
#n_parking Darryl: if the ice isnt in by the 3rd we curl in the parking lot
Janelle: 😂 on asphalt
Kyle: sliding on gravel sounds like a lawsuit
Priya: Did anyone watch the Bombers game?
Kyle: dont talk to me about the bombers
Darryl: 4th quarter was a crime
Janelle: I only watch for the halftime snacks
"""),
("2026-09-16 17:40", r"""
#t_fridge_done >t_fridge Darryl: polar guy came out this morning
#part_news Darryl: bearing on the compressor is shot. part is backordered, two weeks min. no ice before oct 5 realistically
Bev: Well, that settles it. We can't hold a bonspiel without ice.
#d_date2_p Bev: I propose we move the bonspiel one week, to Saturday Oct 10 and Sunday Oct 11.
#d_date2_obj Janelle: that's thanksgiving weekend though 😬 half my family will kill me
#d_date2_a1 Priya: It's the only weekend before league starts on the 19th
#d_date2_a2 Kyle: 10-11 works for me, my family does thanksgiving monday
#d_date2_jn Janelle: ugh fine. turkey on monday it is. 10th and 11th 🦃
#d_date2_a3 Darryl: ok
#d_date2_ok Bev: Good. The bonspiel is October 10-11.
#t_clubs Bev: I will email the other clubs in the city with the new date by the weekend.
#t_etransfer Priya: I'll set up autodeposit on the club account and send out payment instructions tomorrow
#nt_newsletter Bev: The newsletter has already gone to the printer with the old date, I'm afraid. I've sent a correction to the members' list this afternoon.
"""),
("2026-09-17 20:10", r"""
#t_form_done >t_form Kyle: registration form is up, on the website and the facebook page. already says oct 10-11
#t_etransfer_done Priya: E-transfer autodeposit is set up. Instructions went out with Kyle's form link 👍
Janelle: you two are machines
Kyle: fueled by timmies
#nt_fb Janelle: should I share it to the Manitoba curling group too?
#nt_fb_r >nt_fb Kyle: did that already lol, 40 likes
Janelle: look at you
"""),
("2026-09-18 19:50", r"""
Kyle: ok draw format time
#d_format_p Kyle: max 12 teams, three game guarantee, 6 end games so we can fit 4 draws a day
#d_format_obj Bev: Six ends? A bonspiel game is eight ends. That's how it's always been done here.
#d_format_r Kyle: with 8 ends we need friday night draws and nobody can get off work
#d_format_a1 Darryl: 6 ends saves the ice too. 4 draws of 8 ends and the pebble is gone by sunday
#d_format_a2 Priya: 6 ends, fine by me
#d_format_bev Bev: All right, I'll accept six ends. But I'm saying it with my arms folded.
#d_format_ok Kyle: lol noted. 12 teams, 3 game guarantee, 6 ends
#t_bot_draw_q Kyle: @Codex can you build the draw for 12 teams, 3 game guarantee, 4 sheets, sat+sun, once i have the final team list?
#t_bot_draw Codex: Yes. Send the team list when registration closes and I'll build it.
#n_bot_8am Codex: Suggestion: first draw 8:00 Saturday so the final can finish by 4pm Sunday.
#n_bot_8am_r >n_bot_8am Darryl: 8am means im scraping at 6. first draw 9
#n_more Priya: What if we get more than 12 teams though?
#n_more_r Kyle: then we cry and add friday night. not gonna happen
"""),
("2026-09-20 14:15", r"""
#t_sponsor Janelle: I'll go ask Hartley Hardware if they'll sponsor prizes this week, Glen owes me a favour 😏
Bev: What sort of favour?
Janelle: I found his dog last winter
Kyle: legendary
#n_mixed_q Priya: Are we doing a separate mixed division this year?
#n_mixed_r Bev: Let's see how many teams register first.
Darryl: [photo]
Darryl: pulled the old sheet lines out. paint is 20 yrs old
Janelle: vintage
Kyle: thats older than some of my league
Darryl: so are the brooms in the locker room
Bev: Those brooms belonged to my late husband's team. Nobody touch them.
Kyle: ...noted
"""),
("2026-09-22 20:30", r"""
#t_clubs_done >t_clubs Bev: I've emailed all seven city clubs with the October 10-11 date. Two have replied already.
Priya: Thanks Bev
#d_stream_p Kyle: what if we livestream the final on youtube? my buddy Marcus has a camera and said he'd run it
#d_stream_a1 Janelle: oh fun!! grandmas watching from Brandon 🥹
#d_stream_a2 Bev: I think that would be lovely for the members who can't come.
#d_stream_ok Kyle: cool, we'll stream the final then
#t_mount Kyle: ill order a camera mount for the sheet 4 end this weekend
#nt_bot_gemma Gemma: Ooh a livestream! 🎥 If you want, I can write up a little YouTube description and a thumbnail idea for it!
Kyle: lets see if it even works first haha
"""),
("2026-09-24 19:00", r"""
#stones_news Darryl: while the ice is out i had a look at the stones. running surfaces on at least half are shot. theyre going to slide like bricks
#d_stones_p Darryl: the guy in brandon resharpens the running bands. all 48 stones is $1,400
#d_stones_obj Priya: $1,400 on top of the compressor?? That's a lot for this year's budget
#d_stones_r Darryl: stones that dont curl means teams dont come back. its been 8 yrs
#d_stones_a1 Bev: I agree with Darryl. We'll find the money; the bar can carry some of it.
#d_stones_a2 Kyle: cant have a spiel with bad rocks
#d_stones_pr Priya: Okay okay. Send them. I'll move it from the capital line.
#d_stones_ok Darryl: ok sending them
#t_stones Darryl: ill haul them to brandon next week in the trailer
#nt_poke Kyle: i'll personally polish every rock with my sleeve if we win
"""),
("2026-09-26 11:40", r"""
#t_sponsor_done >t_sponsor Janelle: Glen said YES 🎉 Hartley Hardware is giving $300 in gift cards
#d_prize_p Janelle: So top 3 teams get Hartley gift cards? $150 / $100 / $50
#d_prize_a1 Priya: Perfect, no prize money out of the entries
#d_prize_a2 Bev: Yes, that's a good split.
#d_prize_a3 Kyle: 👍 and a trophy photo
Darryl: [photo]
Darryl: first flood on the concrete. slow going without the compressor at full
Janelle: it's so shiny 😍
"""),
("2026-09-28 18:20", r"""
Darryl: bad news on my end
Darryl: knee is acting up again. doc says no lifting for 2 weeks
Bev: Oh Darryl, take care of yourself.
#t_stones_hand Darryl: cant lift 48 rocks into a trailer. @Kyle you still got the truck? can you take them to brandon thursday
#t_stones_hand_ok >t_stones_hand Kyle: yep ill take em thursday, just send me the guys address
Darryl: sent. ty
Janelle: Feel better!! 🧡
"""),
("2026-09-29 20:00", r"""
#reg_count Priya: Registration check: only 7 teams paid so far. Three teams told me Thanksgiving weekend doesn't work
Kyle: ugh
Janelle: told you 😅
#d_date3_p Bev: Then let's move it once more to Saturday Oct 17 and Sunday Oct 18. League can start the week after.
#d_date3_a1 Kyle: 17-18 yes. ill push league start to the 26th
#d_date3_a2 Janelle: YES thank you
#d_date3_a3 Priya: Agreed
#d_date3_a4 Darryl: fine by me, more time for the ice
#d_date3_ok Bev: The Harvest Bonspiel is now October 17-18. I'll let the clubs know.
#nt_form_fix Kyle: form already updated to 17-18, just did it
#nt_bev_email Bev: And I've just emailed the clubs again. Third time's the charm.
"""),
("2026-09-30 19:10", r"""
#d_5050_p Bev: I'd like to run a 50/50 draw during the bonspiel. The junior program needs new brooms.
#d_5050_a1 Janelle: love a 50/50!!
#d_5050_a2 Priya: Sure, good money usually
#d_5050_ok Bev: Good, we'll do it.
#t_licence Bev: I'll apply for the licence with the province tomorrow.
Kyle: bev you're speedrunning the admin this year
Bev: I'm retired, Kyle. I have time.
"""),
("2026-10-01 16:45", r"""
#t_stones_done >t_stones_hand_ok Kyle: rocks dropped in brandon 🪨 guy says back in a week
Darryl: thanks kyle. owe you
#nt_beer Darryl: next round is on me for that
Kyle: ill hold you to it
Priya: How was the drive?
Kyle: two hours of wheat
"""),
("2026-10-02 12:20", r"""
Darryl: part came in early!! compressor running full tonight
Janelle: 🙌🙌🙌
Bev: Wonderful news.
Priya: Thank god
Kyle: ice by the 10th for sure then?
Darryl: ice by the 6th if nothing else breaks
#t_invoice Priya: Polar's invoice came in, $2,150. I'll pay it after the board signs off on Monday
#nt_invoice_inst Priya: Bev, Darryl, please both sign the cheque request when you're in the club over the weekend, it's on my desk
Darryl: ok
"""),
("2026-10-05 20:15", r"""
Janelle: ok supper update
#d_rossi_p Janelle: Saturday supper is Rossi's Catering doing perogies, kielbasa and coleslaw, $18 a plate. They can do up to 60 in the lounge
#d_rossi_a1 Priya: $18 x 48 fits inside the entry fee, good
#d_rossi_a2 Bev: Rossi's did my niece's wedding. Lovely perogies.
#d_rossi_a3 Kyle: perogies > chili sorry not sorry
#t_rossi Janelle: I'll confirm the number of plates with them by Thursday once Priya has the final count
Darryl: cabbage rolls?
Janelle: I'll ask 😂
#t_invoice_done >t_invoice Priya: Board signed off. Polar paid, $2,150 👍
"""),
("2026-10-06 18:30", r"""
#licence_news Bev: Bad news on the 50/50. The province says the licence takes at least four weeks to process. We'd have it in November.
Janelle: nooo
#d_5050_drop_p Bev: So we won't do a 50/50 this time.
#d_5050_drop_a1 Priya: Makes sense, not worth running it unlicensed
#d_5050_drop_a2 Janelle: boo but ok
#t_licence_drop >t_licence Bev: I've withdrawn the application.
#n_5050_hyp Kyle: if we'd applied in august we'd be rich right now
Bev: If we'd applied in August I'd have been on a cruise.
"""),
("2026-10-07 21:00", r"""
#stream_news Kyle: so marcus bailed on the stream, he got a job in calgary. and darryl says the rink wifi is garbage
Darryl: wifi is for the lounge. out on sheet 4 its 1 bar
#d_stream_drop_p Kyle: lets just not stream it this year
#d_stream_drop_a1 Bev: Agreed. Maybe another year.
#d_stream_drop_a2 Janelle: 😢 ok
#t_mount_drop >t_mount Kyle: never ordered the mount anyway so no harm
"""),
("2026-10-08 19:30", r"""
Kyle: [photo]
Kyle: rocks are back from brandon! they look brand new
#stones_back Darryl: ran a few on sheet 2. curl like theyre supposed to. worth every penny
Priya: Okay I'll admit it, they're beautiful
#d_ltc_p Bev: While we're all here: learn-to-curl nights. Tuesdays at 7, starting October 27, $25 a night, brooms and grippers provided.
#d_ltc_a1 Janelle: yes! I'll bring snacks
#d_ltc_a2 Darryl: tues is fine for ice
#d_ltc_a3 Kyle: ill coach the first one
#d_ltc_ok Bev: Then Tuesdays at 7 from the 27th.
#t_bot_ltc_q Bev: @Gemma could you write a short announcement for the learn-to-curl nights for the website?
#t_bot_ltc Gemma: Absolutely! Give me a sec ✍️
#t_bot_ltc_done Gemma: Here you go 🥌\n"Ever wanted to try curling? Prairie Rose Curling Club is hosting Learn-to-Curl nights every Tuesday at 7pm starting October 27! $25 a night, all equipment provided - just bring clean indoor shoes and warm layers. No experience needed. See you on the ice!"
#n_bot_costume Gemma: And a fun idea: make the first night a Halloween costume night since it's so close to the 31st! 🎃
#n_bot_costume_r >n_bot_costume Bev: Thank you, the blurb is perfect. No costumes on the ice, though; someone will fall.
"""),
("2026-10-10 15:00", r"""
Janelle: happy thanksgiving weekend everyone 🦃🍂
Priya: Happy thanksgiving! Imagine if we were curling right now
Kyle: i'd be on my third plate of stuffing at the rink
Darryl: [photo]
Darryl: ice is perfect. pebbled this morning
Bev: It looks splendid. Enjoy your families.
Janelle: [photo]
Janelle: pie count: 4. people count: 9. math is not mathing
Priya: That's a 2.25 person per pie ratio, very healthy
Kyle: send one to the rink
"""),
("2026-10-12 20:40", r"""
#reg_final Priya: Registration closed: 12 teams paid! Full house
Kyle: LETS GO
#n_mixed2 Janelle: so no mixed division then since we're full?
Bev: Not this time. Maybe at the spring spiel.
#draw_list Kyle: @Codex here's the list: Fedoruk, Klassen, Nguyen, Lavallee, Thompson, Sato, McLeod, Bergen, Ostrowski, Dubois, Harris, Singh. 4 sheets, first draw 9am sat
Codex: Building it now.
#t_bot_draw_done Codex: Draw built:\nSat 9:00 / 11:30 / 14:00 / 16:30 - 4 games per draw, A, B and C events\nSun 9:00 / 11:30 semis\nSun 14:00 finals (A, B, C)\nEvery team plays at least 3 games. Full grid posted as a table in this message thread.
#t_sheets Kyle: sick. ill print the draw sheets and score cards thursday
#nt_lineups Kyle: skips: text me your lineups by thursday night pls. i'll post that in the skips chat too
#nt_bot_codex Codex: I can also generate printable score cards for all 24 games if useful.
"""),
("2026-10-13 19:15", r"""
#t_rossi_done >t_rossi Janelle: Rossi's confirmed 52 plates for Saturday 6pm, cabbage rolls included 🥟
Darryl: the hero we needed
Priya: 48 curlers plus us four?
Janelle: plus Darryl's ice crew 😉
#nt_apron Darryl: i can bring my big coffee urn from home for sunday
#nt_apron_r Janelle: we've got the new one in the kitchen, no need! thank you though
"""),
("2026-10-15 21:30", r"""
#t_sheets_done >t_sheets Kyle: draw sheets and score cards printed, 30 copies, in the office
Bev: Thank you Kyle. Everything is in place.
#n_zamboni Kyle: winners should get darryl's parking spot for the season
Darryl: over my dead body
Janelle: 😂😂
Priya: Weather says -2 Saturday morning, first cold one
Janelle: perfect curling weather ❄️
Darryl: the plant likes cold. i like cold
Bev: Everyone get some sleep Friday, please.
#n_karaoke Janelle: ooh what if we do karaoke in the lounge after supper Saturday?? 🎤
Kyle: i have a game at 9 sunday lol
Priya: The bar closes at 11 anyway
"""),
("2026-10-17 08:20", r"""
Darryl: ice scraped pebbled ready
Bev: Good morning all! Registration desk is open.
+30m Janelle: [photo]
Janelle: coffee station 💅
+2h Kyle: draw 1 done, Klassen stole 3 in the 6th 😳
Darryl: ice running 24 sec hog to hog. keen
Bev: Lovely, Darryl.
+2h Kyle: draw 2 done, no extra ends so far
+1h Priya: Bar's doing great
Janelle: someone left a pink toque on sheet 3
Kyle: thats mine dont touch it
+3h Janelle: Rossi's here! 52 plates going out
+40m Janelle: [photo]
"""),
("2026-10-18 09:05", r"""
Kyle: semis underway
Janelle: [photo]
Janelle: breakfast sandwiches went in 20 minutes flat 🥯
+3h Kyle: B final done, Sato takes it
+1h Kyle: A final: Nguyen vs Fedoruk
Priya: Packed lounge for this
+2h #final_result Kyle: NGUYEN WINS THE A. 6-4 with hammer in the 6th
Janelle: 🎉🎉🎉
Bev: What a finish.
Darryl: [photo]
"""),
("2026-10-19 19:40", r"""
Bev: Thank you all for a wonderful weekend. Several teams have already asked about next year.
#bar_total Priya: Quick numbers: entries $2,400, bar $1,870 in sales, supper $936 to Rossi's
#t_report Priya: I'll have the full treasurer's report for the bonspiel ready for the board meeting on the 2nd
#t_thanks Janelle: I'll do thank you cards for Hartley and Rossi's 💌
#nt_spring Kyle: would be cool to do a spring spiel too. someday
#nt_glow Kyle: and glow curling. i haven't forgotten
Bev: Of course you haven't.
Darryl: ice held up great. 6 ends was right
Bev: Yes, yes.
"""),
]

DECISIONS = [
    dict(id='d1', text='Harvest Bonspiel on Saturday-Sunday October 3-4',
         stated=['d_date1_p', 'd_date1_a1', 'd_date1_a2', 'd_date1_a3', 'd_date1_a4', 'd_date1_ok'],
         agreed_by=['Bev', 'Darryl', 'Priya', 'Kyle', 'Janelle'], objected_by=[],
         status='superseded', superseded_by='d2', changed_at=['d_date2_p', 'd_date2_ok']),
    dict(id='d2', text='Compressor part back-ordered: bonspiel moved to October 10-11 (Thanksgiving weekend)',
         stated=['d_date2_p', 'd_date2_a1', 'd_date2_a2', 'd_date2_jn', 'd_date2_a3', 'd_date2_ok'],
         agreed_by=['Bev', 'Priya', 'Kyle', 'Janelle', 'Darryl'], objected_by=['Janelle'],
         status='superseded', superseded_by='d3', changed_at=['d_date3_p', 'd_date3_ok']),
    dict(id='d3', text='Too few teams for Thanksgiving weekend: bonspiel moved to October 17-18 (league starts the 26th)',
         stated=['d_date3_p', 'd_date3_a1', 'd_date3_a2', 'd_date3_a3', 'd_date3_a4', 'd_date3_ok'],
         agreed_by=['Bev', 'Kyle', 'Janelle', 'Priya', 'Darryl'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d4', text='Saturday supper: potluck chili in the lounge, club buys buns',
         stated=['d_chili_p', 'd_chili_a1', 'd_chili_a2', 'd_chili_a3'],
         agreed_by=['Janelle', 'Bev', 'Priya', 'Kyle'], objected_by=[],
         status='superseded', superseded_by='d5', changed_at=['d_rossi_p', 'd_rossi_a1']),
    dict(id='d5', text="Saturday supper catered by Rossi's (perogies, kielbasa, coleslaw), $18 a plate",
         stated=['d_rossi_p', 'd_rossi_a1', 'd_rossi_a2', 'd_rossi_a3'],
         agreed_by=['Janelle', 'Priya', 'Bev', 'Kyle'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d6', text='Entry fee $200 a team, supper for four included',
         stated=['d_fee_p', 'd_fee_ky', 'd_fee_a1', 'd_fee_a2'],
         agreed_by=['Priya', 'Kyle', 'Bev', 'Darryl'], objected_by=['Kyle'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d7', text='Format: max 12 teams, three-game guarantee, 6-end games, 4 draws a day',
         stated=['d_format_p', 'd_format_a1', 'd_format_a2', 'd_format_bev', 'd_format_ok'],
         agreed_by=['Kyle', 'Darryl', 'Priya', 'Bev'], objected_by=['Bev'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d8', text='Prizes: Hartley Hardware gift cards for the top 3 teams ($150 / $100 / $50)',
         stated=['d_prize_p', 'd_prize_a1', 'd_prize_a2', 'd_prize_a3'],
         agreed_by=['Janelle', 'Priya', 'Bev', 'Kyle'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d9', text="Resharpen the running bands of all 48 stones in Brandon ($1,400, from the capital line)",
         stated=['d_stones_p', 'd_stones_a1', 'd_stones_a2', 'd_stones_pr', 'd_stones_ok'],
         agreed_by=['Darryl', 'Bev', 'Kyle', 'Priya'], objected_by=['Priya'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d10', text='Learn-to-curl nights: Tuesdays at 7pm from October 27, $25 a night, equipment provided',
         stated=['d_ltc_p', 'd_ltc_a1', 'd_ltc_a2', 'd_ltc_a3', 'd_ltc_ok'],
         agreed_by=['Bev', 'Janelle', 'Darryl', 'Kyle'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d11', text='Livestream the bonspiel final on YouTube (Marcus running the camera)',
         stated=['d_stream_p', 'd_stream_a1', 'd_stream_a2', 'd_stream_ok'],
         agreed_by=['Kyle', 'Janelle', 'Bev'], objected_by=[],
         status='dropped', superseded_by=None,
         changed_at=['d_stream_drop_p', 'd_stream_drop_a1', 'd_stream_drop_a2']),
    dict(id='d12', text='Run a 50/50 draw at the bonspiel for junior brooms',
         stated=['d_5050_p', 'd_5050_a1', 'd_5050_a2', 'd_5050_ok'],
         agreed_by=['Bev', 'Janelle', 'Priya'], objected_by=[],
         status='dropped', superseded_by=None,
         changed_at=['d_5050_drop_p', 'd_5050_drop_a1', 'd_5050_drop_a2']),
]

NON_DECISIONS = [
    (['n_glow', 'n_glow_r'], 'proposal not taken up'),        # glow curling night
    (['n_parking'], 'joke'),                                   # curl in the parking lot
    (['n_bot_8am', 'n_bot_8am_r'], 'bot suggestion ignored'),  # Codex: first draw at 8
    (['n_more', 'n_more_r'], 'hypothetical'),                  # more than 12 teams
    (['n_mixed_q', 'n_mixed_r'], 'question'),                  # mixed division?
    (['n_5050_hyp'], 'hypothetical'),                          # if we'd applied in August
    (['n_bot_costume', 'n_bot_costume_r'], 'bot suggestion ignored'),  # Gemma: costume night
    (['n_mixed2'], 'question'),                                # no mixed division then?
    (['n_zamboni'], 'joke'),                                   # winners get Darryl's spot
    (['n_karaoke'], 'proposal not taken up'),                  # karaoke after supper
]

TODOS = [
    dict(id='t1', owner='Darryl', task='Call Polar Refrigeration about the compressor noise',
         taken=['t_fridge'], due='2026-09-16', status='done', closed_by=['t_fridge_done'], handed_to=None),
    dict(id='t2', owner='Kyle', task='Make and post the bonspiel registration form',
         taken=['t_form'], due='2026-09-18', status='done', closed_by=['t_form_done'], handed_to=None),
    dict(id='t3', owner='Priya', task='Set up e-transfer autodeposit and send payment instructions',
         taken=['t_etransfer'], due='2026-09-17', status='done', closed_by=['t_etransfer_done'], handed_to=None),
    dict(id='t4', owner='Janelle', task='Ask Hartley Hardware to sponsor the prizes',
         taken=['t_sponsor'], due='2026-09-27', status='done', closed_by=['t_sponsor_done'], handed_to=None),
    dict(id='t5', owner='Bev', task='Apply to the province for the 50/50 licence',
         taken=['t_licence'], due='2026-10-01', status='dropped', closed_by=['d_5050_drop_p', 't_licence_drop'], handed_to=None),
    dict(id='t6', owner='Kyle', task='Order a camera mount for the sheet 4 end (livestream)',
         taken=['t_mount'], due='2026-09-27', status='dropped', closed_by=['d_stream_drop_p', 't_mount_drop'], handed_to=None),
    dict(id='t7', owner='Darryl', task='Haul the 48 stones to Brandon for resharpening',
         taken=['t_stones', 't_stones_hand_ok'], due='2026-10-04', status='done',
         closed_by=['t_stones_done'], handed_to='Kyle'),
    dict(id='t8', owner='Codex', task='Build the 12-team bonspiel draw once registration closes',
         taken=['t_bot_draw'], due='', status='done', closed_by=['t_bot_draw_done'], handed_to=None),
    dict(id='t9', owner='Gemma', task='Write the learn-to-curl announcement for the website',
         taken=['t_bot_ltc'], due='', status='done', closed_by=['t_bot_ltc_done'], handed_to=None),
    dict(id='t10', owner='Janelle', task="Confirm the number of plates with Rossi's",
         taken=['t_rossi'], due='2026-10-08', status='done', closed_by=['t_rossi_done'], handed_to=None),
    dict(id='t11', owner='Kyle', task='Print the draw sheets and score cards',
         taken=['t_sheets'], due='2026-10-15', status='done', closed_by=['t_sheets_done'], handed_to=None),
    dict(id='t12', owner='Priya', task="Pay Polar Refrigeration's invoice after the board signs off",
         taken=['t_invoice'], due='2026-10-05', status='done', closed_by=['t_invoice_done'], handed_to=None),
    dict(id='t13', owner='Bev', task='Email the other city clubs with the new bonspiel date',
         taken=['t_clubs'], due='2026-09-20', status='done', closed_by=['t_clubs_done'], handed_to=None),
    dict(id='t14', owner='Priya', task="Prepare the bonspiel treasurer's report for the November 2 board meeting",
         taken=['t_report'], due='2026-11-02', status='open', closed_by=[], handed_to=None),
    dict(id='t15', owner='Janelle', task="Send thank-you cards to Hartley Hardware and Rossi's",
         taken=['t_thanks'], due='', status='open', closed_by=[], handed_to=None),
]

NON_TODOS = [
    (['nt_newsletter'], 'already done'),                  # correction already sent
    (['nt_fb', 'nt_fb_r'], 'already done by someone else'),  # Kyle already shared it
    (['nt_bot_gemma'], 'bot offer not taken up'),         # YouTube description
    (['nt_poke'], 'banter promise'),                      # polish every rock with my sleeve
    (['nt_form_fix', 'nt_bev_email'], 'already done'),    # form updated, clubs emailed again
    (['nt_spring'], 'vague wish'),                        # a spring spiel someday
    (['nt_beer'], 'banter promise'),                      # next round on me
    (['nt_invoice_inst'], 'instruction to others'),       # sign the cheque request
    (['nt_lineups'], 'instruction to others'),            # skips, text lineups
    (['nt_bot_codex'], 'bot offer not taken up'),         # printable score cards
    (['nt_apron', 'nt_apron_r'], 'offer declined'),       # coffee urn
    (['nt_glow'], 'vague promise'),                       # glow curling, not forgotten
]

QUESTIONS = [
    # ---- changed
    ('When did the Harvest Bonspiel end up happening?',
     ['d_date1_ok', 'd_date2_ok', 'd_date3_p', 'd_date3_ok'],
     'October 17-18 (first planned for Oct 3-4, then Oct 10-11, moved twice)', 'changed'),
    ('What weekend was the spiel originally set for?',
     ['d_date1_p', 'd_date1_ok'], 'Saturday-Sunday October 3-4', 'changed'),
    ('Why did it get pushed off the first weekend of October?',
     ['part_news', 'd_date2_p'], 'The compressor bearing failed and the part was back-ordered, so no ice before about Oct 5', 'changed'),
    ('Why didn\'t the October 10-11 dates hold?',
     ['reg_count', 'd_date3_p'], 'Only 7 teams had paid; three teams said Thanksgiving weekend did not work, so it moved to Oct 17-18', 'changed'),
    ('What is Saturday supper now?',
     ['d_rossi_p', 'd_rossi_a1', 't_rossi_done'],
     "Rossi's Catering: perogies, kielbasa, coleslaw (and cabbage rolls), $18 a plate, 52 plates at 6pm", 'changed'),
    ('What was the original supper plan?',
     ['d_chili_p', 'd_chili_a1'], 'A potluck chili in the lounge, with the club buying buns', 'changed'),
    ('Did the final get streamed on YouTube?',
     ['stream_news', 'd_stream_drop_p', 'd_stream_drop_a1'],
     'No; Marcus moved to Calgary and the rink wifi is too weak, so the stream was dropped', 'changed'),
    ('What happened with the 50/50?',
     ['licence_news', 'd_5050_drop_p', 'd_5050_drop_a1'],
     'Dropped: the provincial licence takes at least four weeks, so it would not arrive in time', 'changed'),
    # ---- owner
    ('Who ended up taking the stones to Brandon?',
     ['t_stones', 't_stones_hand', 't_stones_hand_ok', 't_stones_done'],
     "Kyle, in his truck (Darryl was going to, but his knee meant no lifting)", 'owner'),
    ('Who built the draw?',
     ['t_bot_draw_q', 't_bot_draw_done'], 'Codex (the bot)', 'owner'),
    ('Who wrote the learn-to-curl blurb for the website?',
     ['t_bot_ltc_q', 't_bot_ltc_done'], 'Gemma (the bot)', 'owner'),
    ('Who got the hardware store to sponsor the prizes?',
     ['t_sponsor', 't_sponsor_done'], 'Janelle (Glen at Hartley Hardware gave $300 in gift cards)', 'owner'),
    ('Who let the other city clubs know about the date?',
     ['t_clubs', 't_clubs_done', 'nt_bev_email'], 'Bev (emailed all seven clubs, again after the second move)', 'owner'),
    # ---- status
    ('Has the refrigeration bill been paid?',
     ['t_invoice', 't_invoice_done'], 'Yes, Priya paid the $2,150 after the board signed off', 'status'),
    ("Is the treasurer's report on the bonspiel done?",
     ['t_report'], 'Not yet; Priya will have it for the board meeting on November 2', 'status'),
    ("Have the sponsors been thanked?",
     ['t_thanks'], "Not yet; Janelle said she'd do cards for Hartley and Rossi's", 'status'),
    ('Did Kyle buy the camera mount?',
     ['t_mount', 't_mount_drop'], 'No, he never ordered it and the stream was dropped', 'status'),
    ('Did Bev get the gaming licence?',
     ['t_licence', 't_licence_drop'], 'No; it takes four weeks, the 50/50 was dropped and she withdrew the application', 'status'),
    ('Is the paperwork for the games ready to hand out?',
     ['t_sheets', 't_sheets_done'], 'Yes, Kyle printed 30 copies and left them in the office', 'status'),
    # ---- single
    ('How much does a team pay to enter?',
     ['d_fee_p', 'd_fee_ky', 'd_fee_a1'], '$200 per team, supper for four included', 'single'),
    ('What did resharpening the rocks cost?',
     ['d_stones_p'], '$1,400 for all 48 stones', 'single'),
    ('How are the Hartley gift cards split?',
     ['d_prize_p', 'd_prize_a2'], '$150 / $100 / $50 for the top three teams', 'single'),
    ('How many ends are the games?',
     ['d_format_p', 'd_format_ok'], 'Six ends (three-game guarantee, max 12 teams)', 'single'),
    ('Who won the A event?',
     ['final_result'], 'Nguyen, 6-4 over Fedoruk with hammer in the 6th', 'single'),
    ('How many plates did Rossi\'s confirm?',
     ['t_rossi_done'], '52 plates, Saturday at 6pm', 'single'),
    # ---- temporal
    ('When do the learn-to-curl nights start?',
     ['d_ltc_p', 'd_ltc_ok'], 'Tuesday October 27 at 7pm (then every Tuesday)', 'temporal'),
    ('When does league play start now?',
     ['d_date3_a1'], 'The week of October 26 (Kyle pushed it from the 19th)', 'temporal'),
    ('What time was the first draw on Saturday?',
     ['n_bot_8am_r', 'draw_list', 't_bot_draw_done'], '9:00am', 'temporal'),
    ('When were the stones back from Brandon?',
     ['stones_back'], 'October 8', 'temporal'),
    # ---- multi
    ('Who pushed back on the $200 fee and why did they come around?',
     ['d_fee_obj', 'd_fee_r', 'd_fee_ky'],
     "Kyle said it was steep for student teams; Priya pointed out it's $50 a head for three games and supper vs $280 at Fort Garry, so he agreed", 'multi'),
    ('Why did Bev accept shorter games?',
     ['d_format_obj', 'd_format_r', 'd_format_a1', 'd_format_bev'],
     'Eight ends would need Friday night draws nobody can make, and six ends saves the pebble; she agreed "with arms folded"', 'multi'),
    ('How much did the compressor and the stones cost together?',
     ['t_invoice_done', 'd_stones_p'], '$3,550 ($2,150 Polar invoice + $1,400 stone resharpening)', 'multi'),
    ('How many teams played, and which team took the A event?',
     ['reg_final', 'final_result'], '12 teams (a full house); Nguyen won the A final 6-4 over Fedoruk', 'multi'),
]


if __name__ == '__main__':
    msgs, markers = build(SESSIONS, PEOPLE, tz_hours=-5, seed=20260914)
    write_all(HERE, msgs, markers, DECISIONS, NON_DECISIONS, TODOS, NON_TODOS, QUESTIONS)
