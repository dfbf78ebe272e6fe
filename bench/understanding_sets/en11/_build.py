#!/usr/bin/env python3
"""English (South African) community radio volunteers' chat, Cape Town (Harbour Sound FM 92.7,
Woodstock): on-air fundraising marathon, a blown transmitter module, guest slots, a new Sunday
show, the licence renewal, a studio clean-up day. 2026-04-13 .. 2026-05-17, +02:00.

Run `python3 _build.py` (from anywhere) to regenerate chat.jsonl and the label
files in this folder. Line format: see ../_chatgen.py.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from _chatgen import build, write_all  # noqa: E402

PEOPLE = {
    'Thandi': (4172093561, False),   # station manager (volunteer); organised, longer messages
    'Riaan': (5308814726, False),    # tech volunteer, transmitter; Afrikaans slang ("ja nee", "eish", "boet")
    'Zaid': (6041297735, False),     # Friday night jazz host; lowercase, jokes, "sharp sharp"; has a bakkie
    'Mel': (3895520174, False),      # breakfast show host; emoji, "shame", "just now"
    'Bongani': (5720661398, False),  # treasurer + fundraising; careful, numbers
    'Codex': (7793102845, True),     # bot: terse, numbers
    'Claudie': (7841966023, True),   # bot: polite
}

SESSIONS = [
("2026-04-13 19:42", r"""
Thandi: Evening all. Quick one before the week runs away with us
Thandi: We need to lock in the on-air fundraising marathon. Last year we did it in June and everyone was sick and it was freezing in the studio
#d_m1_p Thandi: Proposal: Saturday 2 May, 8am to 8pm, all hosts rotate through, pledge line open the whole day
#d_m1_a1 Mel: Yes!! 2 May works for me 🙌
#d_m1_a2 Bongani: Agreed. The 2nd is before month-end debit orders bite, so people still have money
Riaan: ja nee fine, as long as the desk behaves
#d_m1_a3 Zaid: 2 may sharp. i'll do the 6-8pm jazz slot obviously
#nd_24h_p Zaid: actually why not go full 24 hours. proper marathon
>nd_24h_p #nd_24h_no Thandi: Because we'd be dead by 3am and nobody pledges at 3am 😅 12 hours is plenty
Zaid: fair
#d_tgt_p Bongani: On the money side: I suggest a target of R40 000 and we put a SnapScan code on the website and read it out on air. Last year's EFT-only pledges were a mess
#d_tgt_a1 Thandi: Love it. R40k and SnapScan
#d_tgt_a2 Mel: 👍👍
#t_snap Bongani: I'll set up the SnapScan merchant code and a simple pledge form by Friday
"""),
("2026-04-14 08:15", r"""
Thandi: Morning. Other admin thing: our broadcasting licence renewal is due with ICASA end of May
Thandi: The form is long but mostly the same as 2022
#d_lic_p Thandi: I suggest we keep everything as is: same 92.7 frequency, same hours 5am to midnight. Don't ask for 24h, it opens a can of worms with the coverage report
#d_lic_a1 Bongani: Agreed, same frequency and hours
#d_lic_a2 Riaan: ja, same. I'm not redoing the coverage measurements for 24h
#t_lic Thandi: I'll fill in the renewal form and get the board chair to sign it by Friday next week
#nd_icasa_hyp Mel: What happens if they don't renew in time? Do we just go silent??
Thandi: Shame no, it doesn't work like that, the current licence runs until they decide. Don't stress
Mel: Phew ok
"""),
("2026-04-15 20:03", r"""
Thandi: Studio is an absolute pigsty btw. There are CD racks from 2004 in studio B
Riaan: and a dead fax machine. and three chairs with two legs each
#d_cl1_p Thandi: Clean-up day: Sunday 26 April, 9am. Everyone brings gloves. We throw out whatever hasn't been used in a year
#d_cl1_a1 Mel: I'm in! Sunday 26th
#d_cl1_a2 Zaid: count me in, can bring the bakkie for dump runs
#d_cl1_a3 Bongani: Fine by me
#d_braai_p Riaan: and afterwards we braai in the back yard. it's the least we deserve
#d_braai_a1 Thandi: Yes please 🔥
#d_braai_a2 Zaid: now you're talking
#d_braai_a3 Mel: lekker!!
#t_braai Riaan: I'll bring my braai stand and sort the wood and charcoal
#nt_generator Mel: If the power goes during clean-up I can borrow my cousin's generator?
>nt_generator #nt_generator_no Riaan: no need, the UPS carries the studio for 4 hours and we're not on air live anyway
"""),
("2026-04-16 21:10", r"""
Mel: Ok so I've been sitting on this for a while
#d_show_p Mel: I'd like to start a Sunday afternoon show, 2 to 4pm. Community stuff, local bands, a recipe slot with the aunties. Working title 'Sunday Koesister Hour' 😂
>d_show_p #d_show_obj Zaid: hold on, sunday 2-4 is my jazz repeat. people actually listen to that
Thandi: What if the jazz repeat moves to Sunday 10pm? That slot is just automation at the moment
Zaid: hmm
#d_show_z Zaid: ok fine. night owls are my people anyway. 10pm repeat, mel takes 2-4
#d_show_a1 Thandi: Great, Mel's show Sundays 2-4pm from 3 May, jazz repeat Sundays 10pm
#d_show_a2 Bongani: 👍
#d_show_a3 Mel: Yay thank you Zaid!! 🥰
#t_promo Mel: I'll record two promos for the new show this week
#nd_kk Mel: I'll bribe the listeners with actual koeksisters on air
"""),
("2026-04-17 23:48", r"""
Zaid: show done. someone phoned in from a taxi rank to request coltrane. i love this city
Mel: 😂😂 only in Cape Town
#nt_beard Zaid: if we hit 40k on the marathon i'll shave my beard live on air
Bongani: That's going in the minutes
#t_snap_done Bongani: Also: SnapScan code is live and the pledge form is on the website. Link below\nharboursound.org.za/pledge
Thandi: Legend 🙏
"""),
("2026-04-18 10:35", r"""
Mel: Anyone else at the Woodstock market? The vetkoek lady asked me if we're still 'that station with the jazz man' 😂
Zaid: the jazz man is honoured
Riaan: the jazz man is still in bed probably
Zaid: the jazz man is at the market actually. by the coffee. come say hi
Mel: omw ☕
"""),
("2026-04-19 21:05", r"""
Riaan: stage 4 load shedding from tomorrow morning btw. just saw the app
Thandi: Eish. Again
Bongani: The UPS is fine for the studio but the site has no backup, right Riaan?
Riaan: site has a surge protector and a prayer. that's it
Mel: Great 🙃
"""),
("2026-04-20 05:52", r"""
#offair Mel: Guys. We're off air??
Mel: Monitor is just hiss. Desk is fine, playout is running
#awake Mel: Riaan are you awake 😭
+14m >awake Riaan: awake now. eish
#spike Riaan: power went off at 4 for load shedding and came back with a spike. bet you the transmitter didn't like it
#t_diag Riaan: driving up to the site now, will check it and phone the supplier for a quote
Thandi: Thanks Riaan. Mel can you do the show on the stream only for today?
Mel: Already on it, doing it for the 12 people on the web stream 😅
+3h #fried Riaan: ok. the power amplifier module is fried. smell of burnt toast inside the cabinet
Riaan: exciter is fine, so it's just the PA module [photo]
"""),
("2026-04-21 12:30", r"""
#t_diag_done Riaan: quotes are in:\n1) repair the old PA module: about R9 000, send it to Joburg, 3 weeks\n2) new module from the same supplier: R18 500, 5 working days
>t_diag_done Bongani: Ouch. But 3 weeks off air during the marathon build-up is worse
#d_tx_obj Riaan: i can maybe repair it myself boet. it's probably the power supply board. give me a week in my garage
Thandi: Riaan you're a genius but if it doesn't work we lose another week plus the 3 weeks
#d_tx_p Thandi: I say we buy the new module now, and if you manage to fix the old one it becomes our spare
#d_tx_a1 Bongani: I agree with Thandi. We have R31 000 in the reserve, this is exactly what it's for
>d_tx_p #d_tx_r Riaan: ja okay. buy new 🙄 the old one goes in my 'someday' box
#d_tx_a2 Mel: Yes please just get us back on air 🙏
#t_pay Bongani: I'll pay the supplier today so it ships tomorrow
#tx_ask Thandi: @Codex how much does a day off air cost us in lost ad slots roughly? we sell 14 spots a day at R180
Codex: 14 × R180 = R2 520 per day. 5 days = R12 600. 21 days = R52 920.
#nd_bot_refurb Codex: A refurbished module from a UK reseller runs ~R11 000 incl. shipping, 10-14 days. Cheaper than new.
#d_tx_a3 Thandi: Ok that settles it, new module it is
#nt_backup Riaan: one day we need a proper backup transmitter. one day
+2h #t_pay_done Bongani: Paid. Proof of payment sent to the supplier, they confirmed dispatch tomorrow
"""),
("2026-04-22 18:20", r"""
Thandi: Right, marathon. If the module only arrives end of next week, we're off air until about the 29th
Thandi: That gives us 3 days to promote a 2 May marathon. Not going to work
#d_m2_p Thandi: Let's do it Saturday 9 May instead, same hours, 8 to 8
#d_m2_a1 Bongani: Yes. The pledge flyers haven't gone to print yet, so the 9th is easy
#d_m2_a2 Mel: 9th is fine 👍
#d_m2_a3 Zaid: 9 may. still doing 6-8
Riaan: 9th ja
#nd_mtn Riaan: or we just climb Table Mountain and shout the pledge number. no transmitter needed
Mel: 😂😂 I'll bring the megaphone
#nt_courier Zaid: want me to phone the courier to see where the box is?
>nt_courier #nt_courier_r Riaan: already did. it lands in Montague Gardens tuesday, they'll deliver to the site
Zaid: sharp
#nt_courier_love Riaan: if that courier guy actually arrives tuesday i'm marrying him
"""),
("2026-04-23 07:55", r"""
Mel: Quick thing from the breakfast side 🌞
#d_guest_p Mel: I want a fixed community guest every Tuesday at 7:40, 15 minutes. Rotating: clinics, schools, the soup kitchen, the netball club. Makes booking easier
#d_guest_a1 Thandi: Yes, fixed Tuesday 7:40 guest slot. Makes the schedule so much easier
#d_guest_a2 Bongani: Good for the annual report to the funders too
#d_guest_a3 Zaid: 👌
#t_guests Mel: And I'll line up the marathon guests, one every hour. Will have names by next weekend
#t_sheet Thandi: I'll put a guest schedule sheet on the shared drive so everyone can see who's coming when
#nd_bul_p Zaid: while we're redoing schedules can we drop the hourly news bulletin? nobody listens to the 11am one
>nd_bul_p #nd_bul_no Thandi: The bulletin is a licence condition, Zaid. It stays 😅
Zaid: damn ok
"""),
("2026-04-24 13:05", r"""
#t_hand_ask Thandi: Bad news, my uncle passed and I'm flying to Durban on Monday for the week 😔 Bongani could you take over the ICASA form? It's 80% done, it's in the drive under Licence 2026. Needs the board chair's signature and the financial statements attached
>t_hand_ask #t_hand_acc Bongani: I'm sorry for your loss Thandi. Of course, I'll finish the form and submit it
Mel: So sorry Thandi 💔
Zaid: sorry for your loss sis
Riaan: sterkte Thandi
#d_cl2_p Thandi: Thank you all. And the clean-up: tomorrow, Saturday the 25th, from 10. St Mark's has a funeral on Sunday so the car park will be full and we can't get the bakkie in
#d_cl2_a1 Zaid: tomorrow 10 then. bakkie will be there 9:45
#d_cl2_a2 Mel: See you at 10 with gloves and bin bags 🧤
#d_cl2_a3 Riaan: 10 ja. braai stand is already in my boot
#t_dump Zaid: i'll book a slot at the Woodstock drop-off for tomorrow and do the dump runs
#d_cl2_a4 Bongani: I'll be there by 11, have the ICASA papers to collect first
"""),
("2026-04-25 10:20", r"""
Mel: Here! Who has the key for studio B
Riaan: me, coming. parked at the robot
+2h Zaid: first load: 4 broken chairs, fax machine, 300 cassettes of someone's 1996 talk show [photo]
#hat Mel: I found a framed photo of the 1998 opening with Thandi in a very big hat 😂 [photo]
>hat Bongani: Keeping that for the marathon
+1h Mel: Ok it is BUCKETING. Yard is a lake
#d_braai_drop Thandi: Just seeing this, I had to leave early for family stuff. Skip the braai today guys, nobody braais in that rain. Get home dry
#d_braai_drop_a Riaan: ja it's off. never even bought wood, the shop was out anyway
#t_braai_drop Riaan: so no braai stuff from me. stand goes back home
Zaid: sad but correct
#t_dump_done Zaid: second load dropped. drop-off done, studio B has a floor again [photo]
Mel: It looks like a real radio station 😍
"""),
("2026-04-26 18:40", r"""
Mel: Studio B smells like pine cleaner and nostalgia
Zaid: 9 loads in total yesterday. my bakkie needs a spa day
Bongani: Thank you everyone. Floor space is worth money to us
Riaan: found 2 working mics in the junk pile. tested them, they go in the cupboard
"""),
("2026-04-27 12:15", r"""
Thandi: Happy Freedom Day from Durban everyone 🇿🇦 Funeral is on Wednesday
Mel: Thinking of you Thandi 💛 Take all the time you need
Bongani: Thinking of you. The licence form is under control
Zaid: hamba kahle to your uncle
"""),
("2026-04-28 15:40", r"""
Riaan: box arrived at the site. courier was on time, wedding is on
#install_commit Riaan: installing tomorrow early, before the breakfast show. need it cool in the cabinet
#nt_roster Thandi: From Durban: thanks all. I'll sort out the volunteer roster properly one of these days, it's a mess
"""),
("2026-04-29 06:12", r"""
#t_install_done Mel: WE ARE BACK ON AIR 🎉📻 Riaan was up at the site at 5, new module in, full power. First song was Brenda Fassie obviously
Zaid: vuma!
Bongani: Excellent news
Thandi: 😭❤️ thank you Riaan
+4h >t_install_done Riaan: Sorry was asleep in the van. ja it's in. running at 1kW, VSWR fine
#d_fb_p Zaid: idea for the marathon: we stream the studio on facebook live all 12 hours. people like seeing faces
#d_fb_a1 Mel: Yes! People can watch us suffer 😂
#d_fb_a2 Thandi: Good idea. Let's do it
#d_fb_a3 Bongani: Agreed, it helps the pledges
#t_fb Zaid: i'll set up the camera and the stream on the old laptop
#t_promo_ask Mel: @Claudie can you write me a 30-second on-air promo for the marathon? Saturday 9 May, 8am to 8pm, pledge with SnapScan at harboursound.org.za/pledge
#t_promo_bot Claudie: Of course! Give me a moment.
#t_promo_bot_done Claudie: Here's a 30-second read:\n'This Saturday the 9th of May, Harbour Sound 92.7 stays with you from 8 in the morning to 8 at night for our Marathon for the Airwaves. Every rand keeps community radio on air in Cape Town. Pledge now with SnapScan at harboursound dot org dot za slash pledge. Your station, your voice.'
#nd_bot_auction Claudie: You might also add a live auction of donated items during the afternoon; listeners enjoy bidding on air.
Mel: Perfect, recording it now
"""),
("2026-04-30 16:15", r"""
#t_lic_done Bongani: ICASA renewal submitted online. Same 92.7, same hours 5am to midnight. Board chair signed yesterday. Reference number is in the drive
Thandi: Bongani you star. Thank you 🙏
#t_promo_done Mel: Both promos for the Sunday show recorded and in the playout system [photo]. First show this Sunday!! 😬
Riaan: opened the old module on my workbench last night out of curiosity. power supply board as i thought
#nt_domain Zaid: btw i renewed the website domain just now, it expired tomorrow lol
"""),
("2026-05-01 19:30", r"""
Mel: Ok I have news and it's good and annoying at the same time
Mel: Yolanda Daniels said YES to the marathon! Whole hour, live acoustic set
Zaid: no ways. she's huge right now
Mel: BUT she's in Joburg on the 9th. She can only do Saturday the 16th
#d_m3_p Thandi: Honestly Yolanda is worth a week. She'll bring pledges we'd never get otherwise. Move the marathon to Saturday 16 May?
>d_m3_p #d_m3_obj Bongani: I'm not keen. The flyers went to print on Wednesday with the 9th on them, and the Spar in Salt River pledged R5 000 for 'the 9 May marathon'
Mel: I know the Spar manager, let me phone him
+40m >d_m3_obj Mel: Spoke to Ashraf at Spar, he laughed and said the R5k stands for whatever day 😂
Zaid: flyers, we can put stickers on them. i've got a label printer
#d_m3_b Bongani: Ok fine, if Spar is still in, 16th it is. Stickers it is
#d_m3_a1 Riaan: 16th ja
#d_m3_a2 Zaid: 16 may. 6-8 still mine
#d_m3_a3 Mel: YAY 🎤 Saturday 16th!
"""),
("2026-05-02 09:10", r"""
Riaan: funny to think we'd have been doing the marathon right now
Mel: Instead I'm in my pyjamas eating rusks 😌
Zaid: better this way. yolanda > pyjamas
Mel: Nothing is better than pyjamas Zaid
"""),
("2026-05-03 14:05", r"""
Mel: First Sunday Koesister Hour is LIVE 🍩
Zaid: listening from the couch. the recipe aunty is a legend
Thandi: Auntie Gadija is going to get her own show next 😂
Bongani: 7 calls in the first hour. That's more than some weekday shows
"""),
("2026-05-04 20:40", r"""
#t_pledge_ask Bongani: @Codex for R40 000 over 12 hours, how much per hour do we need and how many R100 pledges is that in total?
#t_pledge_bot Codex: Calculating.
#t_pledge_bot_done Codex: R40 000 / 12 h = R3 334 per hour.\n400 pledges of R100. With Spar's R5 000 in: R35 000 left = 350 pledges, ~29 per hour.
#nt_bot_ls Codex: Can also map the hourly targets onto the load-shedding schedule for the 16th if needed.
Bongani: Thanks. 29 an hour is doable
#nt_read Bongani: Hosts, please read the pledge line at least twice an hour on the day. Every hour
#nd_shirts_p Bongani: Should we also sell station t-shirts on the day?
>nd_shirts_p #nd_shirts_no Thandi: We have 6 shirts left in the cupboard, all XXL 😂 maybe next year
"""),
("2026-05-05 07:58", r"""
Mel: First fixed Tuesday guest this morning: Sister Nomsa from the Woodstock clinic, talked about the flu jabs 💉
Bongani: Heard it in the car. Very good
Riaan: my ma phoned to ask where the clinic is. so it works
"""),
("2026-05-06 08:02", r"""
Thandi: Back in Cape Town. Thanks for holding the fort everyone
#t_guests_done Mel: Marathon guests all confirmed! Every hour has someone. Yolanda at 2pm
#t_sheet_done Thandi: Guest schedule is on the drive now, sheet 'Marathon 16 May' plus the Tuesday 7:40 slot for the next 8 weeks [photo]
#who68 Zaid: nice. who's in my 6-8?
>who68 Mel: You get the Langa youth choir at 6:30 😇
Zaid: ok that's actually cool
#nt_avail Thandi: Everyone please add your own shift on the sheet by Friday, I don't want to guess
"""),
("2026-05-07 19:45", r"""
Bongani: Pledge update before the big day: R3 100 already came in through SnapScan from people who saw the flyers
Thandi: Before we've even started! 😍
Zaid: the stickers are working
Mel: Yolanda posted about it on her Instagram too, 40k followers 🙌
"""),
("2026-05-08 23:15", r"""
Zaid: show done. played 3 minutes of dead air by accident in the middle of miles davis and someone phoned in to say it was 'brave'
Riaan: that was me testing the backup feed. sorry boet
#spare_fixed Riaan: the old module is fixed btw. soldered a new power supply board. it's in the rack as a spare now [photo]
>spare_fixed Thandi: Riaan!!! So we have a spare after all 🙌
Riaan: told you 😏
"""),
("2026-05-10 10:30", r"""
Mel: Happy Mother's Day to all the moms of our volunteers 💐 My Sunday show today is all requests for moms
Thandi: Love that. My mom's going to phone in, warning you now 😂
Zaid: my ma requested the same Lionel Richie song for 11 years. sending her your way
Mel: Send her!!
"""),
("2026-05-11 19:00", r"""
Zaid: bad news on the facebook stream. tested it tonight. studio fibre keeps dropping and the old laptop overheats after 40 minutes
Zaid: and nobody's free to sit on the camera all day
#d_fb_drop Thandi: Then let's drop the Facebook stream. Radio plus the web stream is enough, we did fine without it last year
#d_fb_drop_a Mel: Agreed, one less thing to break 😅
#t_fb_drop Zaid: ok. camera stays in the cupboard, no stream
Bongani: Fine by me
#nd_coffee Mel: Can we please have a coffee machine in the studio for the day? I'm begging
>nd_coffee #nd_coffee_no Thandi: Bring your own flask my love 😂
"""),
("2026-05-12 08:05", r"""
Mel: Tuesday guest today was the soup kitchen in Salt River, and they got 3 new volunteers from it already 🥹
Thandi: That's what it's all about
Bongani: Good for the annual report too, that's numbers the funders like
"""),
("2026-05-13 17:30", r"""
Bongani: Stickers are on all 200 flyers. Zaid's label printer is a beast [photo]
Zaid: she's my pride and joy
Mel: Handed out 50 at the taxi rank this morning, people were keen
#nt_thanks_bot_ask Bongani: @Claudie what's the usual etiquette, do sponsors get a thank-you letter or just a mention on air?
Claudie: Both is best: an on-air mention on the day and a short written letter within two weeks, signed by the station manager.
#nt_thanks_bot Claudie: I'd be happy to draft a thank-you letter template for you.
Bongani: Noted
"""),
("2026-05-15 17:50", r"""
#nt_ups Riaan: checked the UPS batteries and the site surge protector this afternoon. all good for tomorrow
Thandi: Thank you Riaan. Final check everyone: shifts on the sheet, pledge phones charged, promos running
Mel: Can't sleep already 😬
Zaid: suits pressed. beard trimmed for its last night on earth
Bongani: The beard's last night. Noted in the minutes
"""),
("2026-05-16 07:40", r"""
Thandi: Good morning Harbour Sound! Studio is warm, urn is on, pledge phones are charged
Mel: Going live in 20 minutes 😬📻
+2h Bongani: 10am: R6 200 in. SnapScan is working beautifully
+3h Riaan: transmitter happy, load shedding at 12 and the UPS held. no dead air today
+2h Mel: Yolanda just sang Lakutshon' Ilanga acoustic in studio A and the phones went mad 😭😭
Bongani: R9 000 in that one hour alone
+3h Zaid: taking over at 6. langa youth choir tuning up in the corridor
+2h #tally Bongani: Final tally at 8pm: R43 200 🎉🎉
Thandi: WE DID IT. Thank you every single one of you
Mel: Zaid... the beard 👀
>nt_beard Zaid: a deal's a deal. razor is in my bag
Riaan: best saturday in years
"""),
("2026-05-17 11:20", r"""
Thandi: Morning. I'm still floating. Some housekeeping while it's fresh
Thandi: Riaan, studio B patch bay is still a spaghetti mess after the clean-up, you said you'd label it?
#t_patch Riaan: ja i know. i'll label the whole patch bay before my show next week, promise
#t_letters Bongani: And I'll send thank-you letters to Spar and the bigger pledgers this week. Have the list from SnapScan
Thandi: Thank you both
Mel: I'm going back to bed 😴
Zaid: face feels cold without the beard. worth it
"""),
]

DECISIONS = [
    dict(id='d1', text='On-air fundraising marathon on Saturday 2 May, 8am-8pm, all hosts rotating',
         stated=['d_m1_p', 'd_m1_a1', 'd_m1_a2', 'd_m1_a3'],
         agreed_by=['Thandi', 'Mel', 'Bongani', 'Zaid'], objected_by=[],
         status='superseded', superseded_by='d2', changed_at=['d_m2_p', 'd_m2_a1']),
    dict(id='d2', text='Marathon moved to Saturday 9 May (same hours) because the station is off air until about the 29th',
         stated=['d_m2_p', 'd_m2_a1', 'd_m2_a2', 'd_m2_a3'],
         agreed_by=['Thandi', 'Bongani', 'Mel', 'Zaid'], objected_by=[],
         status='superseded', superseded_by='d3', changed_at=['d_m3_p', 'd_m3_b']),
    dict(id='d3', text='Marathon moved to Saturday 16 May so Yolanda Daniels can play; Spar pledge stands, stickers on the printed flyers',
         stated=['d_m3_p', 'd_m3_b', 'd_m3_a1', 'd_m3_a2', 'd_m3_a3'],
         agreed_by=['Thandi', 'Bongani', 'Riaan', 'Zaid', 'Mel'], objected_by=['Bongani'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d4', text='Studio clean-up day on Sunday 26 April at 9am',
         stated=['d_cl1_p', 'd_cl1_a1', 'd_cl1_a2', 'd_cl1_a3'],
         agreed_by=['Thandi', 'Mel', 'Zaid', 'Bongani'], objected_by=[],
         status='superseded', superseded_by='d5', changed_at=['d_cl2_p']),
    dict(id='d5', text='Clean-up on Saturday 25 April from 10am (church funeral fills the car park on Sunday)',
         stated=['d_cl2_p', 'd_cl2_a1', 'd_cl2_a2', 'd_cl2_a3', 'd_cl2_a4'],
         agreed_by=['Thandi', 'Zaid', 'Mel', 'Riaan', 'Bongani'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d6', text="New Sunday 2-4pm show for Mel from 3 May; Zaid's jazz repeat moves to Sunday 10pm",
         stated=['d_show_p', 'd_show_z', 'd_show_a1', 'd_show_a2', 'd_show_a3'],
         agreed_by=['Mel', 'Zaid', 'Thandi', 'Bongani'], objected_by=['Zaid'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d7', text='Fixed 15-minute community guest slot every Tuesday at 7:40 on the breakfast show',
         stated=['d_guest_p', 'd_guest_a1', 'd_guest_a2', 'd_guest_a3'],
         agreed_by=['Mel', 'Thandi', 'Bongani', 'Zaid'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d8', text='Licence renewal asks for the same 92.7 frequency and the same hours (5am-midnight), not 24h',
         stated=['d_lic_p', 'd_lic_a1', 'd_lic_a2', 't_lic_done'],
         agreed_by=['Thandi', 'Bongani', 'Riaan'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d9', text='Buy a new PA module (R18 500) from the reserve instead of repairing the old one; the old one, if fixed, becomes the spare',
         stated=['d_tx_p', 'd_tx_a1', 'd_tx_r', 'd_tx_a2', 'd_tx_a3'],
         agreed_by=['Thandi', 'Bongani', 'Riaan', 'Mel'], objected_by=['Riaan'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d10', text='Braai in the back yard after the clean-up',
         stated=['d_braai_p', 'd_braai_a1', 'd_braai_a2', 'd_braai_a3'],
         agreed_by=['Riaan', 'Thandi', 'Zaid', 'Mel'], objected_by=[],
         status='dropped', superseded_by=None, changed_at=['d_braai_drop', 'd_braai_drop_a']),
    dict(id='d11', text='Stream the studio on Facebook Live for the whole marathon',
         stated=['d_fb_p', 'd_fb_a1', 'd_fb_a2', 'd_fb_a3'],
         agreed_by=['Zaid', 'Mel', 'Thandi', 'Bongani'], objected_by=[],
         status='dropped', superseded_by=None, changed_at=['d_fb_drop', 'd_fb_drop_a']),
    dict(id='d12', text='Marathon target R40 000, pledges through a SnapScan code read on air and on the website',
         stated=['d_tgt_p', 'd_tgt_a1', 'd_tgt_a2'],
         agreed_by=['Bongani', 'Thandi', 'Mel'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
]

NON_DECISIONS = [
    (['nd_24h_p', 'nd_24h_no'], 'proposal not taken up'),     # 24-hour marathon
    (['nd_icasa_hyp'], 'hypothetical'),                       # what if not renewed in time
    (['nd_kk'], 'joke'),                                      # bribe listeners with koeksisters
    (['nd_bot_refurb'], 'bot suggestion ignored'),            # Codex: refurbished UK module
    (['nd_mtn'], 'joke'),                                     # shout from Table Mountain
    (['nd_bul_p', 'nd_bul_no'], 'proposal not taken up'),     # drop the hourly bulletin
    (['nd_bot_auction'], 'bot suggestion ignored'),           # Claudie: live auction
    (['nd_shirts_p', 'nd_shirts_no'], 'proposal not taken up'),  # t-shirts
    (['nd_coffee', 'nd_coffee_no'], 'proposal not taken up'),                 # coffee machine
    (['tx_ask'], 'question'),                                 # cost of a day off air
]

TODOS = [
    dict(id='t1', owner='Riaan', task='Check the transmitter at the site and get a quote from the supplier',
         taken=['t_diag'], due='2026-04-20', status='done', closed_by=['t_diag_done'], handed_to=None),
    dict(id='t2', owner='Bongani', task='Pay the supplier for the new PA module',
         taken=['t_pay'], due='2026-04-21', status='done', closed_by=['t_pay_done'], handed_to=None),
    dict(id='t3', owner='Riaan', task='Install the new PA module at the transmitter site',
         taken=['install_commit'], due='2026-04-29', status='done', closed_by=['t_install_done'], handed_to=None),
    dict(id='t4', owner='Thandi', task='Complete the ICASA licence renewal form, get it signed and submit it',
         taken=['t_lic', 't_hand_acc'], due='2026-04-24', status='done', closed_by=['t_lic_done'], handed_to='Bongani'),
    dict(id='t5', owner='Mel', task='Line up a guest for every hour of the marathon',
         taken=['t_guests'], due='2026-05-03', status='done', closed_by=['t_guests_done'], handed_to=None),
    dict(id='t6', owner='Zaid', task='Set up the camera and the Facebook Live stream on the old laptop',
         taken=['t_fb'], due='', status='dropped', closed_by=['d_fb_drop', 't_fb_drop'], handed_to=None),
    dict(id='t7', owner='Riaan', task='Bring the braai stand and buy wood and charcoal',
         taken=['t_braai'], due='', status='dropped', closed_by=['d_braai_drop', 't_braai_drop'], handed_to=None),
    dict(id='t8', owner='Bongani', task='Set up the SnapScan merchant code and an online pledge form',
         taken=['t_snap'], due='2026-04-17', status='done', closed_by=['t_snap_done'], handed_to=None),
    dict(id='t9', owner='Codex', task='Work out the hourly amount and number of R100 pledges for R40 000',
         taken=['t_pledge_bot'], due='', status='done', closed_by=['t_pledge_bot_done'], handed_to=None),
    dict(id='t10', owner='Claudie', task='Write a 30-second on-air promo for the marathon',
         taken=['t_promo_bot'], due='', status='done', closed_by=['t_promo_bot_done'], handed_to=None),
    dict(id='t11', owner='Thandi', task='Put a guest schedule sheet on the shared drive',
         taken=['t_sheet'], due='', status='done', closed_by=['t_sheet_done'], handed_to=None),
    dict(id='t12', owner='Mel', task='Record two promos for the new Sunday show',
         taken=['t_promo'], due='2026-04-19', status='done', closed_by=['t_promo_done'], handed_to=None),
    dict(id='t13', owner='Zaid', task='Book the drop-off slot and do the dump runs on clean-up day',
         taken=['t_dump'], due='2026-04-25', status='done', closed_by=['t_dump_done'], handed_to=None),
    dict(id='t14', owner='Riaan', task='Label the studio B patch bay',
         taken=['t_patch'], due='', status='open', closed_by=[], handed_to=None),
    dict(id='t15', owner='Bongani', task='Send thank-you letters to Spar and the bigger pledgers',
         taken=['t_letters'], due='2026-05-24', status='open', closed_by=[], handed_to=None),
]

NON_TODOS = [
    (['nt_generator', 'nt_generator_no'], 'offer declined'),       # cousin's generator
    (['nt_beard'], 'banter promise'),                              # shave beard at 40k
    (['nt_backup'], 'vague wish'),                                 # backup transmitter one day
    (['nt_courier', 'nt_courier_r'], 'already done by someone else'),  # phone courier → Riaan did
    (['nt_courier_love'], 'banter promise'),                       # marry the courier guy
    (['nt_roster'], 'vague promise'),                              # volunteer roster one of these days
    (['nt_domain'], 'already done'),                               # renewed domain just now
    (['nt_bot_ls'], 'bot offer not taken up'),                     # Codex load-shedding map
    (['nt_read'], 'instruction to others'),                        # read pledge line twice an hour
    (['nt_avail'], 'instruction to others'),                       # add your shift by Friday
    (['nt_thanks_bot'], 'bot offer not taken up'),                 # Claudie letter template
    (['nt_ups'], 'already done'),                                  # UPS checked this afternoon
]

QUESTIONS = [
    # ---- changed (8)
    ('When is the fundraising marathon happening in the end?',
     ['d_m3_p', 'd_m3_b', 'd_m3_a3'], 'Saturday 16 May, 8am-8pm (first 2 May, then 9 May, then the 16th)', 'changed'),
    ('What date was the marathon first planned for?',
     ['d_m1_p'], 'Saturday 2 May, 8am to 8pm', 'changed'),
    ('Why did the marathon move off the 2nd of May?',
     ['d_m2_p'], 'The transmitter was off air until about the 29th, leaving only three days to promote it, so it went to 9 May', 'changed'),
    ('Why was the 9 May marathon date abandoned?',
     ['d_m3_p', 'd_m3_b'], 'Yolanda Daniels could only do Saturday 16 May, and she was judged worth the move', 'changed'),
    ('Which day did the studio clean-up actually happen?',
     ['d_cl2_p', 'd_cl2_a1'], 'Saturday 25 April from 10am (it had been set for Sunday the 26th at 9)', 'changed'),
    ('Is there still a braai after the clean-up?',
     ['d_braai_p', 'd_braai_drop', 'd_braai_drop_a'], 'No, it was called off because of heavy rain', 'changed'),
    ('Are we streaming the marathon on Facebook?',
     ['d_fb_p', 'd_fb_drop'], 'No. It was agreed but dropped: the studio fibre drops and the laptop overheats, and nobody could run the camera', 'changed'),
    ('Where does the jazz repeat air now?',
     ['d_show_obj', 'd_show_z', 'd_show_a1'], 'Sundays at 10pm (it used to be Sunday 2-4pm, which is now Mel\'s show)', 'changed'),
    # ---- owner (5)
    ('Who ended up submitting the ICASA renewal?',
     ['t_lic', 't_hand_ask', 't_hand_acc', 't_lic_done'], 'Bongani; Thandi started it and handed it over when she flew to Durban', 'owner'),
    ('Who put the new amplifier module in?',
     ['install_commit', 't_install_done'], 'Riaan, early on 29 April', 'owner'),
    ('Who wrote the marathon promo read?',
     ['t_promo_bot', 't_promo_bot_done'], 'Claudie (the bot), at Mel\'s request', 'owner'),
    ('Who is on the hook for labelling the patch bay?',
     ['t_patch'], 'Riaan', 'owner'),
    ('Who did the rubbish runs to the drop-off?',
     ['t_dump', 't_dump_done'], 'Zaid, with his bakkie', 'owner'),
    # ---- status (6)
    ('Have the sponsor thank-you letters gone out?',
     ['t_letters'], 'Not yet: Bongani said on 17 May he would send them that week', 'status'),
    ('Is the studio B patch bay labelled now?',
     ['t_patch'], 'No, Riaan promised to do it before his show next week; still open', 'status'),
    ('Did the SnapScan pledge code get set up?',
     ['t_snap_done'], 'Yes, live with a pledge form on the website by 17 April', 'status'),
    ('Did we ever buy wood for the braai?',
     ['t_braai', 'd_braai_drop_a'], 'No, the braai was cancelled and Riaan never bought any (the shop was out)', 'status'),
    ('Is every marathon hour covered with a guest?',
     ['t_guests', 't_guests_done'], 'Yes, Mel confirmed a guest for every hour, Yolanda at 2pm', 'status'),
    ('Was the supplier paid for the new module?',
     ['t_pay_done'], 'Yes, Bongani paid on 21 April and the supplier confirmed dispatch', 'status'),
    # ---- single (6)
    ('What was the pledge target?',
     ['d_tgt_p', 'd_tgt_a1'], 'R40 000', 'single'),
    ('What was wrong with the transmitter?',
     ['spike', 'fried', 't_diag_done'], 'The power amplifier module blew (a spike when the power came back after load shedding); the exciter was fine', 'single'),
    ('What hours and frequency did we ask ICASA for?',
     ['d_lic_p', 't_lic_done'], 'Same as before: 92.7, 5am to midnight', 'single'),
    ('When is the weekly community guest on the breakfast show?',
     ['d_guest_p', 'd_guest_a1'], 'Every Tuesday at 7:40, for 15 minutes', 'single'),
    ('What did the marathon raise in total?',
     ['tally'], 'R43 200', 'single'),
    ('What is the advertising loss for each day we are silent?',
     ['tx_ask'], 'About R2 520 (14 spots at R180)', 'single'),
    # ---- temporal (4)
    ('When did we go back on air after the transmitter broke?',
     ['t_install_done'], 'Wednesday 29 April, early morning before the breakfast show', 'temporal'),
    ('When does Mel\'s Sunday show start?',
     ['d_show_a1'], 'Sunday 3 May (2-4pm)', 'temporal'),
    ('When did the station go off air?',
     ['offair', 't_diag'], 'Early on Monday 20 April, after a power spike at the end of load shedding', 'temporal'),
    ('By when was Thandi originally going to have the licence form signed?',
     ['t_lic'], 'By Friday 24 April', 'temporal'),
    # ---- multi (4)
    ('What did Riaan want to do about the transmitter and how did it end?',
     ['d_tx_obj', 'd_tx_p', 'd_tx_r'], 'He wanted to fix the old module himself; the group bought a new one and he agreed to fix the old one as a spare', 'multi'),
    ('What was Bongani\'s worry about the 16th and how was it sorted?',
     ['d_m3_obj', 'd_m3_b'], 'Flyers were printed with the 9th and Spar pledged for the 9th; Spar kept its R5 000 and the flyers got stickers', 'multi'),
    ('Do we have a spare amplifier module now?',
     ['d_tx_p', 'd_tx_r', 'spare_fixed'], 'Yes: the old module was to become the spare if it could ever be fixed; Riaan fixed its power supply board and racked it on 8 May', 'multi'),
    ('How many R100 pledges an hour did we need once Spar was in?',
     ['t_pledge_bot_done'], 'About 29 an hour (350 pledges for the remaining R35 000)', 'multi'),
]


if __name__ == '__main__':
    msgs, markers = build(SESSIONS, PEOPLE, tz_hours=2, seed=20260413)
    write_all(HERE, msgs, markers, DECISIONS, NON_DECISIONS, TODOS, NON_TODOS, QUESTIONS)
