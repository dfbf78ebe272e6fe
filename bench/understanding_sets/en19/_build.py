#!/usr/bin/env python3
"""English (London) amateur astronomy society committee chat: Hollins Vale
Astronomical Society (public star party in Hollins Park, telescope loan scheme,
guest speaker night, membership fees, the newsletter), 2026-01-19 .. 2026-02-22, +00:00.

Run `python3 _build.py` (from anywhere) to regenerate chat.jsonl and the label
files in this folder. Line format: see ../_chatgen.py.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from _chatgen import build, write_all  # noqa: E402

PEOPLE = {
    'Graham': (4418203957, False),   # chair; retired engineer, 60s; measured full sentences
    'Fiona': (5730192846, False),    # secretary + newsletter editor; teacher; brisk
    'Kwame': (6291047735, False),    # treasurer; accountant in the City; dry, numbers
    'Mags': (3807561429, False),     # equipment officer; 70s; warm, signs off with x
    'Ollie': (7043918562, False),    # outreach + socials; 24, bike-shop shifts; lowercase
    'Codex': (7761302948, True),     # bot: terse, numbers
    'Claudie': (7893104576, True),   # bot: polite
}

SESSIONS = [
("2026-01-19 19:40", r"""
Graham: Evening all. Now the Christmas social is behind us, can we pin down the spring programme? Three things: the public star party, the loan scheme Mags has been on about, and a speaker for February.
Mags: I have NOT been "on about" it Graham. Merely mentioned it. Often. x
Ollie: lol
Fiona: Evening! I'd add the newsletter to that list, we need to talk about it properly
Kwame: And fees. I've done some numbers.
Graham: Noted, all five.
#d_sp1_p Graham: Star party first. I'd suggest Saturday 7 February. The Moon doesn't rise till gone ten, Jupiter will be high in the east and Orion's well placed.
#d_sp1_a1 Fiona: 7th works for me
#d_sp1_a2 Ollie: sat 7th yes!! i'm off that weekend
#d_sp1_a4 Kwame: I can do the 7th.
#d_sp1_a3 Mags: Perfect x
#d_sp1_ok Graham: Saturday 7th it is, from 6pm.
#t_council Graham: I'll email the parks events team at the council tomorrow, let them know and check we don't need anything formal.
#n_16inch Ollie: can we also buy a 16 inch dob with the kitty 👀
#n_16inch_no Kwame: The kitty is £1,140. A 16-inch is about £2,500. So no.
Ollie: a man can dream
"""),
("2026-01-20 10:15", r"""
#t_council_done Graham: Emailed the council parks team this morning.
Mags: Lovely
Mags: Right, loan scheme, while I have you all.
#d_loan_p Mags: My idea: members can borrow the 8-inch Dob or the little Mak for four weeks at a time, £30 deposit which they get back, and they sign a simple form. Both scopes are sitting in my spare room doing nothing!
#d_loan_a0 Fiona: Love this. Half our new members don't own a scope.
#d_loan_obj >d_loan_p Graham: I'm in favour in principle, but if someone drops the Dob down their stairs, who pays? I'm not comfortable until we know the insurance covers kit in members' homes.
#t_ins Kwame: Fair. I'll dig out the policy and check this week.
Ollie: the mak is basically indestructible tbf
Mags: The Dob weighs a ton, nobody's dropping it twice
"""),
("2026-01-21 20:05", r"""
#fee_costs Kwame: Fees. Hall hire went up to £38 a night in January and the insurance renewal came in at £212. On last year's numbers we'd run at a small loss.
#d_fee_p Kwame: Proposal for 2026-27: adult £25 (up from £20), concessions £12 as now, family £35.
#d_fee_obj >d_fee_p Ollie: hmm £25 feels steep for the younger lot, half the uni people who came to the jupiter night were skint
Ollie: we finally have some members under 40 lol don't scare them off
#d_fee_alt Kwame: Then let's put under-25s in the £12 concession band explicitly. Costs us very little, there are six of them.
#d_fee_tm Ollie: oh ok yeah that's fair, i'm in
#d_fee_a1 Fiona: Agreed, sensible.
#d_fee_a2 Graham: Fine by me.
#d_fee_a3 Mags: 👍
#t_feecalc_q Kwame: @Codex 112 members last year: 71 adult, 29 concession, 12 family. At £25 / £12 / £35, with the 6 under-25 adults moved to concession, what's the income vs last year's £20 / £12 / £30?
#t_feecalc Codex: Calculating.
#t_feecalc_done Codex: Last year: 71×20 + 29×12 + 12×30 = 1,420 + 348 + 360 = £2,128.\nNew: 65×25 + 35×12 + 12×35 = 1,625 + 420 + 420 = £2,465.\nDifference: +£337 if everyone renews.
#n_fee27 Codex: Note: an adult rate of £27 would cover the hall increase with a margin.
Kwame: £337 covers the hall rise and most of the insurance. Good enough.
#n_fee27_no >n_fee27 Ollie: we are not doing £27 lol
#n_life Kwame: While we're at it: a lifetime membership at £200?
#n_life_no >n_life Graham: Not this year. Let's get the new rates through the AGM first.
"""),
("2026-01-22 19:30", r"""
#d_spk_p Graham: Speaker. I've heard back from Dr Imogen Farrant at Whitcombe College. She'd give her talk "Exoplanets from your back garden" on Thursday 5 February, St Aldhelm's hall as usual, 7.30.
Fiona: Oh brilliant, she's excellent, I saw her at the Greenfield meeting
#d_spk_a1 Fiona: 5th is good for me
#d_spk_a2 Kwame: Yes.
#d_spk_a3 Ollie: ooh yes
#d_spk_ok Graham: Then the 5th.
#t_hall Fiona: I'll book the hall for the 5th – I'm in the parish office tomorrow anyway.
#d_door_p Kwame: And entry: free for members, £3 on the door for guests? Covers the hall.
#d_door_a1 Graham: Yes, same as the autumn talk.
#d_door_a2 Fiona: +1
#d_door_a3 Mags: Yes x
#d_stream_p Ollie: what if we livestream it on the society youtube? loads of people can't get out on a thursday night
#d_stream_a1 Fiona: Oh that's actually a good idea
#d_stream_a2 Graham: If Dr Farrant agrees, I've no objection.
#d_stream_ok Ollie: ok doing it then 🎥
#t_wifi Ollie: i'll pop into the hall next week and test the wifi with my webcam setup
#nt_email_spk Fiona: Shall I email Dr Farrant the parking details?
#nt_email_spk_r >nt_email_spk Graham: Sent them with my reply this morning.
"""),
("2026-01-23 13:10", r"""
#t_hall_done >t_hall Fiona: Hall's booked for Thursday 5th, 7–10pm. £38, Kwame I said you'd pay by transfer.
Kwame: Paid.
Fiona: Efficient!
Kwame: It was one button.
"""),
("2026-01-24 21:45", r"""
Ollie: [photo]
Ollie: orion nebula from my back garden!! 30 x 10s on my phone through the mak
Mags: OLLIE that's lovely
Graham: Very nice. Some coma at the edges, but very nice.
Ollie: thanks graham 😂
Fiona: Ignore him, it's gorgeous
#nt_finder Mags: Oh and I've already replaced the wobbly finder bracket on the Mak, so it's ready for loans whenever
#nt_lights Ollie: star party sorted btw, i'll personally unscrew every streetlight on hollins road
Kwame: Please don't get arrested before the AGM.
"""),
("2026-01-25 15:10", r"""
Mags: Is anyone else's sky just a grey duvet today
Kwame: Eleven cloudy nights in a row. I've been counting.
Ollie: my cat sat on the mak's dew shield last night and bent it 😭
Mags: Oh no! Is it fixable?
Ollie: bent it back with my hands, we don't talk about it
Graham: Dew shields are cheap. Cats are not.
Fiona: Took Year 5 to the planetarium on Friday, one of them asked if Pluto was "still sad"
Kwame: Aren't we all.
"""),
("2026-01-26 19:00", r"""
#council_reply Graham: The council have finally replied. Anything over 50 people on the park needs an events form submitted 14 days ahead. The 7th is 12 days away.
Fiona: Ugh
Ollie: can we just… not tell them 👀
Graham: No.
#d_sp2_p Graham: The earliest we could do properly is Saturday 14th, if the form goes in today.
#d_sp2_a1 Kwame: 14th is fine for me.
#d_sp2_a2 Mags: Valentine's night under the stars, how romantic x
#d_sp2_a3 Fiona: 14th then
#d_sp2_ok Graham: Agreed, the 14th. I've just submitted the form, I'd filled it in while you were all typing.
Kwame: Where on the park, by the way? Last time by the lido car park the tennis floodlights ruined everything.
#d_venue_p Graham: The top meadow, by the old bandstand. Furthest from the courts and from the streetlights on Hollins Road.
#n_venue_alt Mags: Or we could go out to Oxley Heath, it's properly dark out there
#n_venue_alt_no >n_venue_alt Fiona: Too far for families without cars, the whole point is locals walking over
Mags: True, true
#d_venue_a1 Ollie: top meadow 👍
#d_venue_a2 Fiona: Top meadow, yes
#d_venue_a3 Kwame: Agreed.
"""),
("2026-01-27 20:15", r"""
#t_ins_done >d_loan_obj Kwame: Checked the policy. Society equipment is covered away from our premises, including in members' homes, up to £3,000 per item with a £100 excess.
#d_loan_tm Graham: Then I'm happy. Let's do it.
#d_loan_a1 Fiona: Yay!
#d_loan_a2 Kwame: And the deposit would cover most of the excess, which is neat.
#d_loan_a3 Ollie: lets goooo
#d_loan_ok Mags: Wonderful!! Loans open 1 March then? Gives me time to give both scopes a proper going-over
#t_scopes Mags: I'll collimate the Dob and check both over before the end of February
#t_form Graham: I wrote a loan agreement for the old library scheme years ago. I'll dig it out and update it this weekend.
Fiona: Of course you did 😄
"""),
("2026-01-28 19:50", r"""
#d_news_p Fiona: Newsletter. I'd like The Eyepiece to go monthly and email-only from February. The quarterly print run costs us £60 an issue and by the time it lands everything in it is old news.
#d_news_obj >d_news_p Mags: Oh I'd miss the paper one. And what about Doreen and old Mr Patel and the others who don't do email?
#d_news_alt Fiona: Fair point, we'd print and post a copy to the members without email. There are six of them, that's pennies.
#d_news_tm Mags: Oh well in that case, go on then x
#d_news_a1 Graham: Agreed. Monthly, by email, six posted.
#d_news_a2 Kwame: Saves about £200 a year. Yes.
#d_news_a3 Ollie: 👍
#t_news Fiona: I'll get the first monthly one out by Sunday 8th, with the star party, the speaker, fees and loans in it
#nt_copy Fiona: Everyone please send me your bits by Friday 6th, 150 words max
#n_rename Ollie: can we rename it tho. "the eyepiece" is very 1994
#n_rename_no >n_rename Graham: It was named in 1994. By me. It stays.
Ollie: lmaooo fair
"""),
("2026-01-29 12:30", r"""
#t_blurb_q Ollie: @Claudie can you write a short friendly blurb for our star party for the library noticeboard and the local facebook group? sat 14 feb, 6-9pm, hollins park top meadow, free, all ages, bring warm clothes, we bring the telescopes
#t_blurb Claudie: Of course, here's a draft for you.
#t_blurb_done Claudie: ✨ Stargazing in Hollins Park ✨\nSaturday 14 February, 6–9pm, top meadow by the old bandstand.\nJoin Hollins Vale Astronomical Society for a free evening under the stars: see Jupiter and its moons, the Orion Nebula and the Pleiades through our telescopes. All ages welcome, no experience needed. Wrap up warm, it gets cold standing still! Check our Facebook page on the day for weather updates.
#nt_risk Claudie: If it helps, I could also draft a short risk assessment for the evening.
Ollie: perfect thank you claudie
Mags: Oh that's very good. Better than Graham's from last year
Graham: Mine had a diagram.
"""),
("2026-01-30 18:40", r"""
#t_posters Ollie: i'll print posters with claudie's blurb and put them up at the library, the potting shed café and the co-op next week
Mags: The library one goes on the board by the loos, that's where everyone looks
Ollie: lol noted
#n_merch Ollie: also. society hoodies. with a little telescope on. hear me out
#n_merch_no >n_merch Fiona: After the AGM, maybe. One thing at a time!
"""),
("2026-01-31 10:20", r"""
#d_cocoa_p Mags: For the star party, what if we do hot chocolate? I can borrow the big tea urn from St Aldhelm's, people love a warm drink and we could take donations
#d_cocoa_a1 Ollie: YES
#d_cocoa_a2 Kwame: With a donations tin, sure.
#d_cocoa_a3 Graham: Good idea Mags.
#t_urn Mags: I'll ask the vicar about the urn nearer the time
#n_solar Mags: Oh, and should we do some solar viewing in the afternoon before it?
#n_solar_r >n_solar Graham: The Sun sets around five, there'd be barely an hour, and we haven't got a solar filter for the Dob anyway.
Mags: Ah, silly me
"""),
("2026-02-01 17:05", r"""
#t_form_done >t_form Graham: Loan form attached, updated for the £30 deposit and the four weeks. Two pages, sorry, the old one was four.
Graham: [photo]
Mags: Perfect, a stack of these can live in the Dob case x
Kwame: Looks fine. I'd add a line for the deposit being returned by bank transfer.
Graham: Done.
"""),
("2026-02-02 20:00", r"""
#d_spk2_p Graham: Dr Farrant has emailed. She's at the telescope on La Palma until the 8th. She's free on Thursday 12th, same time.
#d_spk2_hall Fiona: I've just rung the parish office, the hall is free on the 12th as well, same price.
#d_spk2_a1 Kwame: 12th suits me.
#d_spk2_a2 Ollie: 12th 👌
#d_spk2_a3 Mags: Yes x
#d_spk2_ok Graham: The 12th, then.
#nt_lapalma Graham: One day I'd love to see the sky from La Palma myself.
Mags: Take me with you x
"""),
("2026-02-03 21:00", r"""
#no_wifi Fiona: Bit of news from the parish office: the hall router was stolen over Christmas and they're not replacing it. No wifi at all. And mobile signal in there is dreadful, as we know.
Kwame: Of course it was.
#speaker_rec Graham: Also, Dr Farrant mentioned she'd rather not be recorded. Unpublished data in some of the slides.
#d_stream_drop_p Graham: Then let's forget the livestream.
#d_stream_drop_a1 Ollie: yeah ok, sad but fair
#d_stream_drop_a2 Fiona: Agreed, drop it
#t_wifi_drop Ollie: i hadn't made it to the hall to test anyway so no time wasted lol
#t_social Ollie: i'll put the talk on insta and the hollins vale facebook group tomorrow instead
"""),
("2026-02-04 18:30", r"""
#t_social_done Ollie: talk's up on insta and the facebook group! 40 likes on the fb one already
Fiona: The local group loves us
#lantern Graham: Bad news. The council have approved the form for the 14th, but they also told me the Friends of Hollins Park are running a Valentine's lantern trail that evening. Right through the top meadow. Hundreds of lanterns.
Ollie: noooo
Mags: Oh for goodness' sake
#d_sp3_p Graham: I'd suggest Friday 20th instead. It's half-term, so families can stay out later, and the Moon's a thin crescent that sets around eight: something pretty for the children, then a dark sky. The council say they'll just amend the date on the form.
#d_sp3_a1 Fiona: Half-term is actually perfect for us
#d_sp3_obj >d_sp3_p Kwame: Fridays are tough for me. I'm in the office till six and set-up would be at five.
#d_sp3_help Ollie: i can do set-up with mags, you just turn up kwame
#d_sp3_a2 Mags: Yes, we'll manage the set-up between us x
#d_sp3_tm Kwame: Fine then. I'll be there by half six.
#d_sp3_a3 Ollie: friday 20th 🙌
#d_sp3_ok Graham: Friday 20th, 6 to 9pm, top meadow.
#nt_van Ollie: i can bring my dad's van for the scopes if you want
#nt_van_no >nt_van Mags: No need love, both scopes and the tables fit in my estate
Ollie: already changed the date on the blurb pdf 👍
"""),
("2026-02-05 21:40", r"""
Ollie: would've been talk night tonight lol
Fiona: And it's chucking it down, so the universe approves of the 12th
Mags: I've made soup instead x
Kwame: Reading the insurance small print for fun. This is my life now.
Graham: There are worse hobbies. I'm regreasing a focuser.
"""),
("2026-02-06 17:50", r"""
#t_posters_hand Ollie: ugh, picked up extra shifts at the bike shop all next week. @Mags you're round the corner from the library, any chance you could do the posters? pdf's ready
#t_posters_hand_ok Mags: Of course love, send it over and I'll print them and get them up on Monday
Ollie: you're a star ⭐ (pun intended)
Fiona: Reminder: newsletter bits today! I have exactly one so far. Thank you Kwame.
Graham: Sent mine last night.
Mags: Oh heavens, I forgot entirely x
"""),
("2026-02-08 16:20", r"""
#t_news_done >t_news Fiona: The February Eyepiece is out! Star party on the 20th, the talk on the 12th, new fees, and the loan scheme from 1 March.
Fiona: 97 opened it in the first hour, which is more than ever read the paper one
#nt_posted Mags: And I posted the six paper copies yesterday, stamps from my own drawer x
#t_chase Kwame: Also: nine members still haven't paid their 2025 subs. I'll chase them next week.
#nt_renew Kwame: And the 2026-27 renewals are due by 31 March, so please nudge anyone you see at the talk.
#nt_sheet Kwame: I'll tidy up the membership spreadsheet at some point, it's a crime scene.
"""),
("2026-02-09 13:15", r"""
#t_posters_done Mags: Posters up! Library (by the loos, as promised), the Potting Shed café and the co-op. The lady in the co-op asked if she could come, I said bring the grandchildren x
Ollie: legend
Graham: Thank you Mags.
#t_torch Kwame: For the star party: I'll order thirty red torches, £1.20 each, by Friday. Red light only on the meadow.
Ollie: ooh fancy
"""),
("2026-02-10 19:25", r"""
#cafe_news Fiona: Good news: the Potting Shed café have said they'll stay open till nine on the 20th and sell hot drinks from the hatch. They're thrilled.
#d_cocoa_drop_p Graham: Then let's not do our own hot chocolate. Leave the drinks to them.
#d_cocoa_drop_a1 Kwame: Agreed, one less thing to carry.
#d_cocoa_drop_a2 Ollie: fair
#t_urn_drop Mags: Just as well, I never did ask the vicar about the urn x
#n_messier Mags: Are we doing the Messier marathon in March again?
#n_messier_r >n_messier Graham: That's one for the AGM.
"""),
("2026-02-11 22:10", r"""
Ollie: [photo]
Ollie: jupiter tonight through the dob at mags's
Mags: He turned up with biscuits so I let him in x
Fiona: The Great Red Spot!
Graham: Very crisp. Mags, I take it the collimation is done?
#t_scopes_done Mags: It is! Both scopes checked over, Dob collimated, new batteries in the red-dot finders. Ready for 1 March x
#nt_obs Kwame: If we ever got to 200 members, we could think about a proper observatory shed.
Graham: One step at a time.
"""),
("2026-02-12 18:40", r"""
Fiona: At the hall, chairs out. Heating's on, finally
+25m Kwame: On my way, the District line is a disgrace
+20m Graham: Dr Farrant's here. Projector works first time, a miracle.
+30m Ollie: 62 in!! we ran out of chairs
+2h Fiona: That was wonderful
#door_take Kwame: Door takings £51, so seventeen guests. Hall's covered.
Mags: Three people asked me about borrowing the scopes x
Ollie: the question about detecting planets with a phone camera was unreal
"""),
("2026-02-13 12:30", r"""
#t_torch_done Fiona: A box of red torches just turned up at mine, addressed to the society. Kwame's, I assume! Thirty, all working.
Kwame: Mine indeed. Your address was easier than the office post room.
#sunset_q Fiona: @Codex what time is sunset in London on Friday 20 February, and when is it properly dark?
#sunset_a Codex: Sunset 17:28. Astronomical darkness from about 19:20. The crescent Moon sets around 20:00.
#nt_remind Codex: I can set a reminder for the set-up time if useful.
Fiona: Thanks
"""),
("2026-02-14 21:15", r"""
Fiona: [photo]
Fiona: Went to the lantern trail with my two. Can confirm: the top meadow is lit up like Blackpool
Ollie: dodged a bullet there
Graham: Every one of those lanterns would have been in somebody's eyepiece.
Mags: It looks very pretty though x
Kwame: Pretty and useless, like my 2019 telescope purchases.
"""),
("2026-02-16 20:30", r"""
#n_qr Claudie: One idea for Friday: a QR code sign-up sheet at the entrance would let you collect visitors' emails for future events.
#n_qr_no >n_qr Graham: Let's not harvest people's emails at a free event in a park.
Ollie: also who asked claudie lol
Fiona: I did, about something else entirely 😅
#council_ok Graham: The council have confirmed the amended form: Friday 20th, 6 to 9pm, top meadow. We're official.
Mags: Hooray x
"""),
("2026-02-18 19:10", r"""
Kwame: Forecast for Friday is clear after four. Fingers crossed.
Ollie: don't jinx it
#nt_pint Graham: First round at the Lamb is on me if it stays clear.
Kwame: I'll hold you to that.
Mags: Ollie, come to mine at four on Friday and we'll load the car x
Ollie: 👍
"""),
("2026-02-19 21:00", r"""
Fiona: Printed the star maps for the children, 100 copies, the school photocopier will never forgive me
Ollie: made a little playlist for the meadow, mostly space-themed, mostly bowie
Graham: Quietly, please. It's a park, not Glastonbury.
Ollie: quietly bowie
Mags: I've washed the lens caps x
"""),
("2026-02-20 16:05", r"""
Mags: Car loaded, heading over
+40m Ollie: both scopes up on the meadow, still light
+30m Fiona: Queue at the café hatch already
+35m Kwame: Here. Made it by half six, as promised.
+20m Graham: Jupiter's four moons all lined up. The children are beside themselves.
Ollie: [photo]
+1h Mags: A little boy has named the Dob "Big Steve"
+1h Fiona: Packing up. What a night
#sp_count Kwame: I counted about 140 through the red-torch table, we ran out of torches at nine.
"""),
("2026-02-22 11:30", r"""
Graham: Thank you all for Friday. The best turnout we've had.
Fiona: Five people have already signed up as members online!
#t_report Graham: I'll write up the star party for the March Eyepiece before the end of the month.
Fiona: Lovely, there's a page with your name on it
#t_chase_re Kwame: I still haven't got round to chasing the nine unpaid subs, I'll do it this week.
Ollie: the "big steve" photo got 300 likes btw
Mags: Big Steve is a celebrity x
"""),
]

DECISIONS = [
    dict(id='d1', text='Public star party on Saturday 7 February from 6pm',
         stated=['d_sp1_p', 'd_sp1_a1', 'd_sp1_a2', 'd_sp1_a4', 'd_sp1_a3', 'd_sp1_ok'],
         agreed_by=['Graham', 'Fiona', 'Ollie', 'Kwame', 'Mags'], objected_by=[],
         status='superseded', superseded_by='d2', changed_at=['d_sp2_p', 'd_sp2_ok']),
    dict(id='d2', text='Star party moved to Saturday 14 February (council needs 14 days for the events form)',
         stated=['d_sp2_p', 'd_sp2_a1', 'd_sp2_a2', 'd_sp2_a3', 'd_sp2_ok'],
         agreed_by=['Graham', 'Kwame', 'Mags', 'Fiona'], objected_by=[],
         status='superseded', superseded_by='d3', changed_at=['d_sp3_p', 'd_sp3_ok']),
    dict(id='d3', text='Star party on Friday 20 February (half-term), 6-9pm; Ollie and Mags do the set-up, Kwame comes from work',
         stated=['d_sp3_p', 'd_sp3_a1', 'd_sp3_help', 'd_sp3_a2', 'd_sp3_tm', 'd_sp3_a3', 'd_sp3_ok', 'council_ok'],
         agreed_by=['Graham', 'Fiona', 'Ollie', 'Mags', 'Kwame'], objected_by=['Kwame'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d4', text='Guest speaker Dr Imogen Farrant on Thursday 5 February, St Aldhelm\'s hall, 7.30',
         stated=['d_spk_p', 'd_spk_a1', 'd_spk_a2', 'd_spk_a3', 'd_spk_ok', 't_hall_done'],
         agreed_by=['Graham', 'Fiona', 'Kwame', 'Ollie'], objected_by=[],
         status='superseded', superseded_by='d5', changed_at=['d_spk2_p', 'd_spk2_ok']),
    dict(id='d5', text='The speaker night is on Thursday 12 February (same hall, same time)',
         stated=['d_spk2_p', 'd_spk2_hall', 'd_spk2_a1', 'd_spk2_a2', 'd_spk2_a3', 'd_spk2_ok'],
         agreed_by=['Graham', 'Fiona', 'Kwame', 'Ollie', 'Mags'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d6', text='Fees 2026-27: adult £25, concessions £12 (under-25s included), family £35',
         stated=['d_fee_p', 'd_fee_alt', 'd_fee_tm', 'd_fee_a1', 'd_fee_a2', 'd_fee_a3'],
         agreed_by=['Kwame', 'Ollie', 'Fiona', 'Graham', 'Mags'], objected_by=['Ollie'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d7', text='Telescope loan scheme: members borrow the 8-inch Dob or the Mak for four weeks, £30 refundable deposit, signed form; opens 1 March',
         stated=['d_loan_p', 'd_loan_a0', 'd_loan_tm', 'd_loan_a1', 'd_loan_a2', 'd_loan_a3', 'd_loan_ok'],
         agreed_by=['Mags', 'Fiona', 'Graham', 'Kwame', 'Ollie'], objected_by=['Graham'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d8', text='The Eyepiece goes monthly and by email from February; paper copies posted to the six members without email',
         stated=['d_news_p', 'd_news_alt', 'd_news_tm', 'd_news_a1', 'd_news_a2', 'd_news_a3'],
         agreed_by=['Fiona', 'Mags', 'Graham', 'Kwame', 'Ollie'], objected_by=['Mags'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d9', text='Star party on the top meadow of Hollins Park by the old bandstand (away from the tennis floodlights)',
         stated=['d_venue_p', 'd_venue_a1', 'd_venue_a2', 'd_venue_a3'],
         agreed_by=['Graham', 'Ollie', 'Fiona', 'Kwame'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d10', text='Speaker night entry: free for members, £3 on the door for guests',
         stated=['d_door_p', 'd_door_a1', 'd_door_a2', 'd_door_a3'],
         agreed_by=['Kwame', 'Graham', 'Fiona', 'Mags'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d11', text='Livestream the speaker night on the society YouTube channel',
         stated=['d_stream_p', 'd_stream_a1', 'd_stream_a2', 'd_stream_ok'],
         agreed_by=['Ollie', 'Fiona', 'Graham'], objected_by=[],
         status='dropped', superseded_by=None,
         changed_at=['d_stream_drop_p', 'd_stream_drop_a1', 'd_stream_drop_a2']),
    dict(id='d12', text='Society hot-chocolate stall at the star party (church urn, donations tin)',
         stated=['d_cocoa_p', 'd_cocoa_a1', 'd_cocoa_a2', 'd_cocoa_a3'],
         agreed_by=['Mags', 'Ollie', 'Kwame', 'Graham'], objected_by=[],
         status='dropped', superseded_by=None,
         changed_at=['d_cocoa_drop_p', 'd_cocoa_drop_a1', 'd_cocoa_drop_a2']),
]

NON_DECISIONS = [
    (['n_16inch', 'n_16inch_no'], 'joke'),                       # buy a 16-inch Dob with the kitty
    (['n_fee27', 'n_fee27_no'], 'bot suggestion ignored'),      # Codex: £27 adult rate
    (['n_life', 'n_life_no'], 'proposal not taken up'),         # lifetime membership £200
    (['n_venue_alt', 'n_venue_alt_no'], 'proposal not taken up'),  # Oxley Heath
    (['n_rename', 'n_rename_no'], 'proposal not taken up'),     # rename The Eyepiece
    (['n_merch', 'n_merch_no'], 'proposal not taken up'),       # hoodies -> after the AGM
    (['n_solar', 'n_solar_r'], 'question'),                     # solar viewing in the afternoon?
    (['n_messier', 'n_messier_r'], 'question'),                 # Messier marathon in March?
    (['nt_obs'], 'hypothetical'),                               # 200 members -> observatory shed
    (['n_qr', 'n_qr_no'], 'bot suggestion ignored'),            # Claudie: QR sign-up sheet
]

TODOS = [
    dict(id='t1', owner='Graham', task='Email the council parks events team about the star party',
         taken=['t_council'], due='2026-01-20', status='done', closed_by=['t_council_done'], handed_to=None),
    dict(id='t2', owner='Fiona', task='Put together and send the first monthly (February) Eyepiece',
         taken=['t_news'], due='2026-02-08', status='done', closed_by=['t_news_done'], handed_to=None),
    dict(id='t3', owner='Mags', task='Collimate the Dob and check both loan scopes over',
         taken=['t_scopes'], due='2026-02-28', status='done', closed_by=['t_scopes_done'], handed_to=None),
    dict(id='t4', owner='Kwame', task='Check whether the insurance covers loaned scopes in members\' homes',
         taken=['t_ins'], due='2026-01-25', status='done', closed_by=['t_ins_done'], handed_to=None),
    dict(id='t5', owner='Ollie', task='Print star-party posters and put them up (library, café, co-op)',
         taken=['t_posters', 't_posters_hand_ok'], due='2026-02-08', status='done',
         closed_by=['t_posters_done'], handed_to='Mags'),
    dict(id='t6', owner='Ollie', task='Test the hall wifi with the webcam setup for the livestream',
         taken=['t_wifi'], due='2026-02-01', status='dropped', closed_by=['d_stream_drop_p', 't_wifi_drop'], handed_to=None),
    dict(id='t7', owner='Mags', task='Ask the vicar to borrow the church tea urn for hot chocolate',
         taken=['t_urn'], due='', status='dropped', closed_by=['d_cocoa_drop_p', 't_urn_drop'], handed_to=None),
    dict(id='t8', owner='Fiona', task='Book St Aldhelm\'s hall for the speaker night',
         taken=['t_hall'], due='2026-01-23', status='done', closed_by=['t_hall_done'], handed_to=None),
    dict(id='t9', owner='Codex', task='Work out fee income at the new rates vs last year',
         taken=['t_feecalc'], due='', status='done', closed_by=['t_feecalc_done'], handed_to=None),
    dict(id='t10', owner='Claudie', task='Draft the star-party blurb for the noticeboard and Facebook',
         taken=['t_blurb'], due='', status='done', closed_by=['t_blurb_done'], handed_to=None),
    dict(id='t11', owner='Kwame', task='Order thirty red torches for the star party',
         taken=['t_torch'], due='2026-02-13', status='done', closed_by=['t_torch_done'], handed_to=None),
    dict(id='t12', owner='Graham', task='Dig out and update the old loan agreement form',
         taken=['t_form'], due='2026-02-01', status='done', closed_by=['t_form_done'], handed_to=None),
    dict(id='t13', owner='Ollie', task='Post the speaker night on Instagram and the local Facebook group',
         taken=['t_social'], due='2026-02-04', status='done', closed_by=['t_social_done'], handed_to=None),
    dict(id='t14', owner='Graham', task='Write up the star party for the March Eyepiece',
         taken=['t_report'], due='2026-02-28', status='open', closed_by=[], handed_to=None),
    dict(id='t15', owner='Kwame', task='Chase the nine members with unpaid 2025 subs',
         taken=['t_chase', 't_chase_re'], due='2026-02-15', status='open', closed_by=[], handed_to=None),
]

NON_TODOS = [
    (['nt_lights'], 'banter promise'),                     # unscrew every streetlight
    (['nt_pint'], 'banter promise'),                       # first round on me if clear
    (['nt_copy'], 'instruction to others'),                # bits by Friday 6th
    (['nt_renew'], 'instruction to others'),               # renewals by 31 March, nudge people
    (['nt_finder'], 'already done'),                       # finder bracket replaced
    (['nt_posted'], 'already done'),                       # six paper copies posted
    (['nt_email_spk', 'nt_email_spk_r'], 'already done by someone else'),  # parking details already sent
    (['nt_lapalma'], 'vague wish'),                        # see the sky from La Palma
    (['nt_sheet'], 'vague promise'),                       # tidy the spreadsheet at some point
    (['nt_van', 'nt_van_no'], 'offer declined'),           # dad's van -> Mags's estate
    (['nt_risk'], 'bot offer not taken up'),               # Claudie risk assessment
    (['nt_remind'], 'bot offer not taken up'),             # Codex reminder
]

QUESTIONS = [
    # ---- changed
    ('When is the public stargazing evening happening now?',
     ['d_sp1_ok', 'd_sp2_ok', 'd_sp3_p', 'd_sp3_ok'],
     'Friday 20 February, 6-9pm on the top meadow (first Sat 7 Feb, then Sat 14 Feb)', 'changed'),
    ('What date did we first pick for the star party?',
     ['d_sp1_p', 'd_sp1_ok'], 'Saturday 7 February, from 6pm', 'changed'),
    ('Why couldn\'t we keep the Valentine\'s date?',
     ['lantern', 'd_sp3_p'], 'The Friends of Hollins Park run a lantern trail through the top meadow that night', 'changed'),
    ('Why was the very first star party date given up?',
     ['council_reply', 'd_sp2_p'],
     'The council needs the events form 14 days ahead for 50+ people, and only 12 days were left', 'changed'),
    ('Which evening is the exoplanet talk?',
     ['d_spk_ok', 'd_spk2_p', 'd_spk2_ok'],
     'Thursday 12 February at 7.30 (it was first the 5th; Dr Farrant is on La Palma until the 8th)', 'changed'),
    ('Are we broadcasting the talk online?',
     ['d_stream_ok', 'no_wifi', 'speaker_rec', 'd_stream_drop_p'],
     'No. The livestream was dropped: no wifi in the hall (router stolen), bad signal, and the speaker prefers not to be recorded', 'changed'),
    ('Is the society running its own hot drinks at the star party?',
     ['d_cocoa_p', 'cafe_news', 'd_cocoa_drop_p'],
     'No. Dropped because the Potting Shed café stays open till nine selling hot drinks', 'changed'),
    ('How is the newsletter sent out now compared with before?',
     ['d_news_p', 'd_news_alt', 'd_news_a1'],
     'Monthly by email (it was a quarterly printed issue); six paper copies posted to members without email', 'changed'),
    # ---- owner
    ('Who actually put the posters up around the area?',
     ['t_posters', 't_posters_hand', 't_posters_hand_ok', 't_posters_done'],
     'Mags (Ollie took it on, then handed it to her because of extra shifts)', 'owner'),
    ('Who looked into whether borrowed scopes are insured?',
     ['t_ins', 't_ins_done'], 'Kwame', 'owner'),
    ('Who did the sums on the fee income?',
     ['t_feecalc_q', 't_feecalc_done'], 'Codex (the bot)', 'owner'),
    ('Who wrote the noticeboard text for the star party?',
     ['t_blurb_q', 't_blurb_done'], 'Claudie (the bot)', 'owner'),
    ('Who is meant to be chasing the people who owe last year\'s subs?',
     ['t_chase', 't_chase_re'], 'Kwame', 'owner'),
    # ---- status
    ('Did the red torches arrive?',
     ['t_torch', 't_torch_done'], 'Yes, thirty arrived at Fiona\'s on 13 Feb (Kwame ordered them)', 'status'),
    ('Did Ollie ever test the internet in the hall?',
     ['t_wifi', 'd_stream_drop_p', 't_wifi_drop'], 'No; the livestream was dropped before he went, so it was never needed', 'status'),
    ('Did Mags get hold of the church urn?',
     ['t_urn', 'd_cocoa_drop_p', 't_urn_drop'], 'No, the hot chocolate was dropped and she never asked the vicar', 'status'),
    ('Are the two loan telescopes ready?',
     ['t_scopes', 't_scopes_done'], 'Yes, Mags checked both and collimated the Dob (11 Feb)', 'status'),
    ('Has the star party write-up been done?',
     ['t_report'], 'Not yet; Graham will write it for the March Eyepiece before the end of February', 'status'),
    ('Did the February newsletter go out?',
     ['t_news', 't_news_done'], 'Yes, Fiona sent it on Sunday 8 February', 'status'),
    # ---- single
    ('How much deposit does a member pay to borrow a telescope?',
     ['d_loan_p'], '£30, refundable', 'single'),
    ('What will a full adult membership cost next year?',
     ['d_fee_p', 'd_fee_alt'], '£25 (concessions incl. under-25s £12, family £35)', 'single'),
    ('Whereabouts in the park is the star party?',
     ['d_venue_p'], 'The top meadow by the old bandstand', 'single'),
    ('What do non-members pay to get into the talk?',
     ['d_door_p'], '£3 on the door (members free)', 'single'),
    ('Roughly how many people came to the star party?',
     ['sp_count'], 'About 140', 'single'),
    ('What is the insurance limit for society kit kept off-site?',
     ['t_ins_done'], 'Up to £3,000 per item, with a £100 excess', 'single'),
    # ---- temporal
    ('From when can members borrow the scopes?',
     ['d_loan_ok'], '1 March', 'temporal'),
    ('What time does the Sun go down on the star party night?',
     ['sunset_a'], '17:28 (dark from about 19:20)', 'temporal'),
    ('What was the deadline for newsletter contributions?',
     ['nt_copy'], 'Friday 6 February', 'temporal'),
    ('What is the deadline for next year\'s membership renewals?',
     ['nt_renew'], '31 March', 'temporal'),
    # ---- multi
    ('How much extra will the new fees bring in, and why were they raised?',
     ['fee_costs', 't_feecalc_done'],
     'About £337 more (£2,465 vs £2,128) if everyone renews; hall hire rose to £38 a night and insurance is £212', 'multi'),
    ('What was Kwame\'s problem with the Friday date and how was it sorted?',
     ['d_sp3_obj', 'd_sp3_help', 'd_sp3_tm'],
     'He works till six and set-up is at five; Ollie and Mags do the set-up and he comes by half six', 'multi'),
    ('What worried Graham about lending scopes out and what settled it?',
     ['d_loan_obj', 't_ins_done', 'd_loan_tm'],
     'Who pays if a scope is damaged at a member\'s home; Kwame found the policy covers kit off-premises (up to £3,000, £100 excess)', 'multi'),
    ('What was Mags\'s objection to an email-only newsletter and how was it handled?',
     ['d_news_obj', 'd_news_alt', 'd_news_tm'],
     'Members without email would miss out; the six of them get a printed copy by post', 'multi'),
]


if __name__ == '__main__':
    msgs, markers = build(SESSIONS, PEOPLE, tz_hours=0, seed=20260119)
    write_all(HERE, msgs, markers, DECISIONS, NON_DECISIONS, TODOS, NON_TODOS, QUESTIONS)
