#!/usr/bin/env python3
"""English (Indian English) university robotics team chat, Pune: Team Vyom preparing for
the national robotics championship in Bhubaneswar, 2026-01-05 .. 2026-02-08, +05:30.

Run `python3 _build.py` (from anywhere) to regenerate chat.jsonl and the label
files in this folder. Line format: see ../_chatgen.py.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from _chatgen import build, write_all  # noqa: E402

PEOPLE = {
    'Aditi': (4620918837, False),   # captain, final-year mech; organised, longer messages, lists
    'Rohan': (5391027744, False),   # electronics lead; lowercase, "bro", late nights
    'Sneha': (6208815390, False),   # software/autonomy; terse, abbreviations
    'Kunal': (3984402251, False),   # treasurer + sponsorship; Hinglish, emoji
    'Farhan': (5718830096, False),  # 2nd year, fabrication; eager, typos, "sir"
    'jem': (7760319248, True),      # bot: cheerful
    'claudy': (7843306615, True),   # bot: polite
}

SESSIONS = [
("2026-01-05 22:41", r"""
Aditi: ok guys its official 🎉 we're in nationals. mail came 10 min back
Aditi: feb 13-15 at bhubaneswar, robot inspection on feb 12. 38 teams
Kunal: LETS GOOOO 🔥🔥
Farhan: omg omg omg
Rohan: bro finally
Sneha: nice
Kunal: kulkarni sir ko bataya?
Aditi: forwarded him the mail, he replied "good. see me tmrw" 😂 classic sir
#d_ws_p Aditi: so plan till then. i'm thinking we set up the test arena in workshop B like last sem and practise weeknights 7 to 10. weekends full day whoever is free
#d_ws_a1 Rohan: ya workshop B works
#d_ws_a2 Farhan: yes!! i have the key copy from last sem also
#d_ws_a3 Sneha: 7-10 k
>d_ws_p Kunal: 7-10 weeknights means mess dinner gone 😭
Rohan: maggi zindabad
#nt_kettle Farhan: i'll bring the electric kettle from my room 😂
Sneha: pls no maggi near the electronics bench
"""),
("2026-01-06 13:12", r"""
Farhan: guys small issue
Farhan: [photo]
Farhan: the left drive gearbox is slipping again, teeth are half gone. i opened it in the morning
#d_mot_p Sneha: honestly lets just buy 4 new planetary motors with encoders. voltkart has the 12v 300rpm ones for 3200 each. we need encoders for the auto run anyway
#d_mot_obj Rohan: nah yaar 12.8k for motors? old ones are fine, just swap the gearbox. i can get gearboxes for like 900
>d_mot_obj Sneha: old ones dont have encoders. i'm doing odometry with a wheel hack rn and its drifting 8cm per run
Farhan: and gearbox swap we did last year also, it slipped again in 2 months
#d_mot_q Kunal: @jem what's cheaper overall, 4 new encoder motors at 3200 or 4 gearboxes at 900 plus 4 encoder kits at 650?
#mot_calc jem: Quick maths! 🧮 New motors: 4 × ₹3,200 = ₹12,800. Gearboxes + encoder kits: 4 × (₹900 + ₹650) = ₹6,200. So the retrofit saves ₹6,600 — but you'd be mounting encoders yourselves 🔧
#n_bot_mount jem: Tip: if you retrofit, 3D print the encoder mounts in PETG, not PLA, it handles motor heat better! 😊
#d_mot_ra >mot_calc Rohan: hmm. mounting encoders on those old shafts is a whole day and they wobble. ok fine, new motors. sneha's drift is the real problem
#d_mot_a1 Aditi: new motors then. kunal we have the budget na?
#d_mot_a2 Kunal: ya fund mein 41k hai. 12.8k chalega
#t_order Rohan: i'll place the voltkart order tonight. 4 motors + the 2 lipos we needed anyway
"""),
("2026-01-07 00:52", r"""
#t_order_done Rohan: order placed. 4x PGM 12v 300rpm w encoder + 2x 3s 2200 lipo. 15,640 total incl shipping [photo]
Rohan: delivery by 12th they say
Sneha: 🙏
"""),
("2026-01-07 21:30", r"""
#d_tr1_p Aditi: travel. bhubaneswar is 2 days by train. konark express leaves pune feb 10 at 3:20pm, reaches feb 12 morning just in time for inspection. 3AC, 6 of us (5 + sir). ~1,150 each
#d_tr1_a1 Kunal: train best, budget bhi theek
#d_tr1_a2 Farhan: 36 hours of antakshari let's goo
#d_tr1_a3 Sneha: ok
Rohan: as long as i get side upper i'm happy
Sneha: i need lower, cant climb with a laptop bag
Aditi: will try, no promises with IRCTC
#t_tickets Aditi: i'll book on friday once sir confirms he's coming. booking's open already so no tatkal drama
#n_fly_joke Kunal: or we just strap the robot and fly it there 🚁
Farhan: it can barely climb the ramp bhai
"""),
("2026-01-08 22:15", r"""
#d_deck_p Aditi: sponsors. last year we just begged for 'any amount' and got 5k total lol. this time i want 3 tiers: bronze 10k (logo on robot), silver 25k (logo on tshirt + robot), gold 50k (all that + their name in the team name at nationals)
#d_deck_obj Sneha: tiers feels over the top for a college team tbh. companies here will just give 5-10k and leave. one simple ask is easier
>d_deck_obj Kunal: hmm, sneha has a point but tiers se log upar wala choose karte hai, that's how pricing works
Aditi: and nobody picks 50k, its there so 25k looks reasonable 😌
#d_deck_sa Sneha: ok fair. keep the tiers but make the deck short. 6 slides max
#d_deck_a1 Kunal: done, tiers it is. 6 slides
#d_deck_a2 Farhan: +1
#t_deck Kunal: i'll make the deck this weekend, will put it on drive by sunday night
Aditi: 👍
#nt_deck_dream Kunal: someday we'll have red bull as sponsor just watch 😎
"""),
("2026-01-09 18:05", r"""
Aditi: meeting with sir done. he's coming with us for the trip
#d_rev_p Aditi: also sir wants a progress review every friday 5pm in his cabin. 15 mins, one slide, whoever is free comes but at least captain + one lead
#d_rev_obj >d_rev_p Rohan: friday 5? i have dsp lab till 5 every friday, i'll be late every single week
Aditi: its just the slide rohan, sneha or me can present
#d_rev_ra Rohan: ok ok fine, i'll run from lab. friday 5 it is
#d_rev_a1 Sneha: k
#d_rev_a2 Farhan: yes sir 🫡
#t_reg Sneha: btw registration portal opened. i'll register the team and upload the tech report by 25th
Aditi: thank you sneha 🙏
#t_tickets_re Aditi: tickets - sir said book 6 incl him. will do tmrw morning
"""),
("2026-01-10 16:40", r"""
Farhan: arena is UP in workshop B 🔥
Farhan: [photo]
Farhan: [photo]
Kunal: bhai kya baat hai
Rohan: the ramp angle looks off, more than 15
Farhan: its 15, i measured with the phone app
Rohan: phone app 💀
Sneha: rohan just use the protractor then
Rohan: who has a protractor after 10th std
#nt_arena_wish Rohan: one day we should have a proper permanent arena na, not this assemble-dismantle every sem
#d_scr_p Farhan: also my school friend is in MIT-WPU's team, they also qualified. he was saying we should do a practice match before nationals. like 1 saturday, at their arena
#d_scr_a1 Aditi: that would be so useful actually. real opponent before the real thing
#d_scr_a2 Sneha: yes. we need to see how auto run does with another bot on the field
#d_scr_a3 Kunal: haan karte hai, maybe 24th?
#d_scr_a4 Rohan: im in. i'll sort the transport, tempo wala from the canteen guy, his cousin drives one
#t_tempo Rohan: i'll call him and book the tempo once farhan fixes the date
Farhan: he's asking his team for 24th or 31st
"""),
("2026-01-11 11:20", r"""
Kunal: guys bad news, dadi is unwell, going to nagpur today. back wednesday probably
Aditi: oh no, take care kunal 🙏
#t_deck_hand1 Kunal: the deck i won't be able to finish 😞 i've only done 2 slides. aditi can u take it? link is in the drive folder
#t_deck_hand2 Aditi: ya i'll finish it. by tuesday
Sneha: take care kunal
Farhan: get well soon to dadi 🙏
#n_tickets_q Farhan: aditi did the train tickets happen?
"""),
("2026-01-12 19:55", r"""
Sneha: organisers mail just now
#d_tr2_news Sneha: inspection is now on feb 11 not 12. "due to the number of teams". schedule attached
Rohan: bruh
#d_tr2_p >d_tr2_news Aditi: ok so konark on the 9th instead. reaches 11th morning. good thing i didn't book yesterday, sir's approval came late
#d_tr2_a1 Sneha: 9th ok
#d_tr2_a2 Farhan: 9th is fine for me!
#d_tr2_a3 Rohan: 9 works
#t_tickets_re2 Aditi: booking tonight
#nt_ids Aditi: everyone send me your name exactly as on aadhaar by 10pm, for the booking
Farhan: sent on dm
"""),
("2026-01-12 23:18", r"""
#t_tickets_done Aditi: booked 6 on konark express feb 9. but WL 14 to 19 😬 it usually clears, will keep checking
>t_tickets_done Rohan: WL 14 for feb is fine na. it'll clear
#n_wl_q Farhan: what if it doesn't clear??
>n_wl_q Aditi: cross that bridge when we get there
#d_tr2_a4 Kunal: (from nagpur) 9th 👍 wl will clear don't worry
"""),
("2026-01-13 21:40", r"""
#t_deck_done Aditi: deck done. 6 slides. tiers on slide 5 [photo]
Sneha: clean
#nt_photo1 Farhan: the robot photo is from last year though 😅 i'll click a new one and put it in
#nt_photo2 Aditi: already did lol, swapped it with the one from saturday's practice
#t_bot_mail Aditi: @jem can you write a short cold email to send with the deck? to local manufacturing companies in chakan / bhosari. mention nationals, 3 tiers, ask for a 15 min call
#t_bot_mail_ok jem: Ooh love this! ✨ On it — give me a sec!
#t_bot_mail_done jem: Subject: Team Vyom (DIT Pune) — sponsoring our run at the National Robotics Championship 🏆\n\nHi <name>,\nWe're Team Vyom, a student robotics team from Deccan Institute of Technology, Pune. We've qualified for the National Robotics Championship in Bhubaneswar (Feb 13-15) — one of 38 teams from across India.\nWe're looking for local partners. Our deck (attached) has three tiers, from ₹10,000 to ₹50,000, with your logo on the robot and team jerseys.\nCould we get 15 minutes on a call this week?\nThanks!\nAditi Joshi, Captain
#nt_bot_linkedin jem: Want me to also make a LinkedIn post version so you can tag the companies? 🙌
Aditi: this is good, thanks jem. kunal can send when he's back
"""),
("2026-01-14 20:10", r"""
Kunal: back in pune. dadi is better 🙏
Aditi: so glad
#t_send Kunal: saw the deck and the mail, both 🔥. i'll send to 5 companies tmrw - shinde auto, patil castings, 2 in bhosari and one of my uncle's friends
Rohan: motors came btw [photo]
Sneha: finally
Sneha: mounting tonight
Farhan: can i come watch, i want to learn the encoder wiring
Sneha: ya come. bring snacks
"""),
("2026-01-15 13:30", r"""
#t_send_done Kunal: sent to all 5 ✅ patil castings already replied "will revert"
>t_send_done Rohan: "will revert" = no
Kunal: optimism bro optimism
#d_reel_p Kunal: also idea. we do a "road to nationals" reel every saturday on the team insta. 30 sec, behind the scenes. sponsors like seeing that
#d_reel_a1 Farhan: yesss i can do the voiceover 😂
#d_reel_a2 Aditi: ok sure, if it doesnt eat practice time. kunal you own it
#d_reel_a3 Sneha: fine by me
#t_reel Kunal: i'll shoot the first one this saturday during practice
#nt_biryani Kunal: and if shinde says yes, biryani on me for everyone. pakka
"""),
("2026-01-16 17:35", r"""
Aditi: review done. sir liked the deck. asked about the auto run time
#auto112 Sneha: currently 112 sec for the pick and place run. limit is 120. too close
#t_auto Sneha: i'll get it under 90 by end of the month. new motors should help
Aditi: sir said same thing, "under 90 or dont bother" 😂
#d_tee_p Kunal: tshirts also. navy tees with Vyom on the front and sponsor logos on the sleeve. ~350 each from the print shop near fc road
#d_tee_a1 Aditi: navy yes
#d_tee_a2 >d_tee_p Rohan: navy hides the grease stains 👍
#d_tee_a3 Sneha: ok. M for me
#t_tee Farhan: i'll handle the tshirts!! i know the print shop uncle. will order once the sponsor logos are final
#t_noc Aditi: and the travel NOC - sir has to sign, then HOD. i'll get both signatures by next friday
#d_kitty_p Kunal: one more thing, for food and autos during the trip lets make a kitty. 2000 each, i'll hold it
#d_kitty_a1 Sneha: ok
#d_kitty_a2 Farhan: ok count me in
#d_kitty_a3 Aditi: 2000 fine
#nt_kitty_inst Kunal: send by 25th on gpay pls
#nt_rohan_kitty Rohan: sending mine rn
"""),
("2026-01-17 18:20", r"""
Farhan: practice day 🔥 [photo]
Sneha: auto run 104 now
Rohan: e-stop on the remote is acting weird, sometimes takes 2 sec to cut
Aditi: thats dangerous, inspection people test it
#t_reel_re Kunal: reel kal shoot karta hu, aaj light kharab thi
Farhan: the light is always kharab in workshop B bhai
"""),
("2026-01-19 17:50", r"""
Farhan: guys update
#d_h3_p Farhan: HOD ne bola workshop B will be locked at 6pm till midsems end (exam papers kept there). jagtap sir (warden) gave us the old badminton court in H3. arena going up there tonight, 7pm
#d_h3_a1 >d_h3_p Aditi: ok bringing the field tiles from the store room
#d_h3_a2 Rohan: 👍 extension board is already in my bag
#d_h3_a3 Sneha: H3 at 7. will bring the laptop stand
Kunal: H3 is 2 min from my room 😎 finally
"""),
("2026-01-19 23:05", r"""
Aditi: H3 arena done [photo]
Farhan: floor is smoother than workshop actually
Sneha: wheels grip better. auto run 97
#nt_cad Farhan: i'll learn proper CAD after nationals i swear, this time everything was measured with a tape 😅
"""),
("2026-01-20 21:15", r"""
Farhan: bad news abt the practice match
#d_scr_news Farhan: MIT-WPU guys said their robot won't be ready till feb 5. they're rebuilding the arm. so no match before we leave
#d_scr_drop >d_scr_news Aditi: ok then let's forget the practice match. we'll do a mock run against our own old bot instead, no need to plan anything
#d_scr_drop_a Sneha: ya makes sense
#t_tempo_drop >t_tempo Rohan: lol i never called the tempo guy anyway. saved a call 😅
Farhan: sorry guys 😕
Kunal: not ur fault bhai
"""),
("2026-01-21 22:30", r"""
Aditi: train update. WL is now 9 to 13. not moving much. its 19 days to go
>t_tickets_done Rohan: it'll clear bro relax
#d_fly_p Aditi: i dont want to risk it. the robot + 5 of us + sir stuck on a WL the day before we leave = nightmare. i'm thinking we fly on feb 10 (pune to bhubaneswar direct, 2h) and send the robot ahead by cargo in a crate
#d_fly_obj >d_fly_p Kunal: yaar flights will be like 6.5k each. thats 39k for 6. we cant, fund mein only 26k left after motors and lipos
Sneha: flight also means we land 10th evening, inspection 11th morning. works
#t_bot_cost Aditi: @claudy can you compare both? train 3AC for 6 at 1,150 each vs flights at ~6,500 each, plus robot cargo ~4,000 for the flight option. what's the extra cost
#t_bot_cost_ok claudy: Of course. Here's the comparison:
#t_bot_cost_done claudy: Train: 6 × ₹1,150 = ₹6,900 (robot travels with you, no cargo).\nFlight: 6 × ₹6,500 = ₹39,000 + ₹4,000 cargo = ₹43,000.\nExtra for flying: ₹36,100. Sir's ticket may be covered by the department's faculty travel budget, which would bring it down to about ₹29,600.
#n_bot_tatkal claudy: One more option: you could keep the waitlisted tickets and also try Tatkal on Feb 8, and only book flights if both fail.
Aditi: sir's ticket from dept is a good point 🤔
"""),
("2026-01-22 12:40", r"""
#d_fly_news Aditi: talked to sir. dept will pay his flight AND 30k from the student activity fund for travel since its nationals. we only need to cover ~6k
#d_fly_ka >d_fly_news Kunal: oh thats a different story. ok fine, fly 👍 sorry for the drama
#d_fly_a1 Rohan: flying 🛫 never been on one for a college thing
#d_fly_a2 Sneha: 10th flight ok
#d_fly_a3 Farhan: yay
#t_crate Farhan: i'll build the crate for the robot. plywood + foam. will be done by 1st feb
#d_fly_ok Aditi: ok flights it is then 🙏 sir is also relieved
#n_both_q Rohan: wait shouldnt we keep the train as backup anyway?
#n_both_no Aditi: no point, refund gets less closer to date
"""),
("2026-01-22 22:10", r"""
#d_fly_bk Aditi: booked. indigo 6E 6183, feb 10, 11:05 pune → 13:10 bhubaneswar. 6 seats. konark tickets cancelled, 1,740 refund came [photo]
Kunal: 🙌
"""),
("2026-01-23 19:45", r"""
Kunal: GUYSSS
#sponsor Kunal: shinde auto took SILVER. 25k!!! 🎉🎉 call went great, he was an alum
Aditi: KUNAL 😭🔥
Rohan: silver tier worked lol
>d_deck_obj Sneha: told u tiers were bad. i was wrong
Rohan: kunal biryani 👀
Kunal: haan haan saturday 😂
Farhan: so shinde logo on the tshirt sleeve!
Kunal: patil castings still "reverting" 😂
"""),
("2026-01-24 21:05", r"""
#t_reg_done Sneha: team registered on the portal and tech report uploaded. confirmation id NRC26-T114
Aditi: early!! thanks sneha
Kunal: @jem suggest a caption for a reel on our first sponsor
jem: Yay congrats!! 🎉 "Powered by Shinde Auto 🏎️⚙️ Team Vyom is headed to Nationals! #RoadToNationals #TeamVyom" 💙
#n_bot_reel jem: Idea: you could do a reel a day for the last 10 days as a countdown! 📆
Rohan: a reel a day 💀 we're not influencers
"""),
("2026-01-26 15:20", r"""
Aditi: midsems start tmrw, all the best everyone 📚
Kunal: btw reels
#d_reel_drop Kunal: realistically reels won't happen. exams + practice, no one has time to edit. let's drop it, i'll just post photos from the comp
#d_reel_drop_a Aditi: ya agreed, drop it
#t_reel_drop >t_reel Kunal: i never shot the first one also honestly 🙈
Farhan: my voiceover career over before it started
#nt_insta_photos Kunal: one sponsor post i already put up yesterday for shinde btw
"""),
("2026-01-28 22:45", r"""
Sneha: auto run 88 sec 🎯
Sneha: [photo]
Rohan: LESSGO
>auto112 Aditi: under 90!!! sir will be happy
#t_auto_done Sneha: 5 runs in a row under 90 (86-89). locking this code, no more changes in auto till comp
Farhan: sneha is a machine
"""),
("2026-01-30 17:30", r"""
#t_noc_done Aditi: review done + NOC signed by sir and HOD both ✅ [photo]
Kunal: 🙌
Rohan: i made it by 5:10 today 🏃
#t_estop Rohan: e-stop fix, i'll redo the receiver wiring this weekend. it's the relay, its sticky
#nt_ext_offer Kunal: rohan my cousin has a spare relay board if u want
Rohan: nah i have 2 spare in the box
"""),
("2026-02-01 20:30", r"""
#t_crate_done >t_crate Rohan: crate is done btw, farhan finished it last night. robot fits with 2cm foam all around [photo]
Aditi: thanks farhan 🙏
Farhan: i was going to post it 😂 rohan too fast
#cargo Aditi: cargo pickup booked for feb 4, gati from pimpri. reaches bhubaneswar 8th, they hold it at their depot till we come
"""),
("2026-02-02 19:10", r"""
#kitty1 Kunal: kitty status: 4/5. farhan pending 👀
Farhan: sorry sorry sending now
#kitty2 Farhan: done ✅
#kitty3 Kunal: 10k in kitty 💰
#t_tee_ord Farhan: print shop uncle says tees ready by thursday. order placed, 6 tees, shinde logo on the left sleeve
"""),
("2026-02-04 11:15", r"""
#cargo_pick Aditi: cargo picked up ✅ robot is on its way without us lol
Sneha: bye robot 🥲
Rohan: the e-stop
Rohan: i didnt get to it this weekend. midsem last paper was saturday
#t_estop_re Rohan: will do it tonight, before the robot. wait
Rohan: bro the robot is in the crate 💀
Aditi: ROHAN
#t_estop_re2 Rohan: ok i'll fix it at the venue on 11th. i'm carrying the relay + soldering iron
Sneha: 🤦‍♀️
"""),
("2026-02-05 18:40", r"""
#t_tee_done Farhan: TSHIRTS ARE HERE [photo]
Farhan: [photo]
Kunal: looks so pro 😍
Sneha: M fits 👍
Aditi: wearing this for the flight
#t_bills Kunal: also i'll submit all bills to the accounts office for the dept reimbursement - motors, lipos, cargo, tees. before we leave
"""),
("2026-02-06 22:20", r"""
Aditi: @claudy make a packing list for the team's tools and spares for 4 days at the venue. we have the robot already shipped
claudy: Certainly. Team tools and spares:\n- Soldering iron, solder, flux, heat shrink\n- 2 spare relays, spare LiPo (only in cabin baggage, under 100Wh), LiPo safe bag\n- Allen keys, spanners, zip ties, double tape\n- Multimeter, spare jumper wires, laptop + chargers\n- Printed copy of the NOC and registration confirmation (NRC26-T114)
#nt_bot_weigh claudy: If you'd like, I can also estimate whether the tools fit within IndiGo's 7 kg cabin limit per person.
Aditi: perfect thanks claudy
Sneha: lipo in cabin only, noted
"""),
("2026-02-07 20:00", r"""
#n_bday Farhan: also guys my bday is on 14th, if we win we're celebrating in bhubaneswar 🎂
Kunal: if we win we're celebrating anyway bhai
Rohan: if we lose also
Aditi: checklist tomorrow 6pm at H3, last practice with the old bot for driver practice. bring your tees
Kunal: bills i didnt go, accounts office closed early today 😩
#t_bills_re Kunal: i'll do it monday morning, flight is 11 only
>t_bills_re Aditi: kunal flight is TUESDAY 10th, monday is 9th
Kunal: ya ya monday morning the 9th i meant
"""),
("2026-02-08 21:35", r"""
Aditi: last practice done. 6 driver runs, no crash
Aditi: [photo]
Sneha: cab booked for 8:30 from gate 2 tue
Kunal: kitty se pay karenge cab
Farhan: i cant sleep already 😭
Rohan: relay + iron packed
Kunal: bhubaneswar here we come 🔥
Aditi: proud of you all. sleep well. see you tue 8:15 at gate 2
"""),
]


DECISIONS = [
    dict(id='d1', text='Travel by Konark Express 3AC on Feb 10 (6 incl. sir), reaching Feb 12 for inspection',
         stated=['d_tr1_p', 'd_tr1_a1', 'd_tr1_a2', 'd_tr1_a3'],
         agreed_by=['Aditi', 'Kunal', 'Farhan', 'Sneha'], objected_by=[],
         status='superseded', superseded_by='d2', changed_at=['d_tr2_p', 'd_tr2_a1']),
    dict(id='d2', text='Take the Konark Express on Feb 9 instead (inspection moved to Feb 11)',
         stated=['d_tr2_p', 'd_tr2_a1', 'd_tr2_a2', 'd_tr2_a3', 't_tickets_done', 'd_tr2_a4'],
         agreed_by=['Aditi', 'Sneha', 'Farhan', 'Rohan', 'Kunal'], objected_by=[],
         status='superseded', superseded_by='d3', changed_at=['d_fly_p', 'd_fly_ka', 'd_fly_bk']),
    dict(id='d3', text='Fly IndiGo Pune-Bhubaneswar on Feb 10 and send the robot ahead by cargo in a crate',
         stated=['d_fly_p', 'd_fly_ka', 'd_fly_a1', 'd_fly_a2', 'd_fly_a3', 'd_fly_ok', 'd_fly_bk', 'cargo'],
         agreed_by=['Aditi', 'Kunal', 'Rohan', 'Sneha', 'Farhan'], objected_by=['Kunal'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d4', text='Test arena in workshop B, practice weeknights 7-10 pm (weekends full day)',
         stated=['d_ws_p', 'd_ws_a1', 'd_ws_a2', 'd_ws_a3'],
         agreed_by=['Aditi', 'Rohan', 'Farhan', 'Sneha'], objected_by=[],
         status='superseded', superseded_by='d5', changed_at=['d_h3_p', 'd_h3_a1']),
    dict(id='d5', text='Test arena on the old badminton court in hostel H3 (workshop B locked at 6 till midsems end)',
         stated=['d_h3_p', 'd_h3_a1', 'd_h3_a2', 'd_h3_a3'],
         agreed_by=['Farhan', 'Aditi', 'Rohan', 'Sneha'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d6', text='Buy 4 new 12V planetary motors with encoders from VoltKart (not a gearbox retrofit)',
         stated=['d_mot_p', 'd_mot_ra', 'd_mot_a1', 'd_mot_a2'],
         agreed_by=['Sneha', 'Rohan', 'Aditi', 'Kunal'], objected_by=['Rohan'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d7', text='Sponsor deck with three tiers (10k / 25k / 50k), six slides max',
         stated=['d_deck_p', 'd_deck_sa', 'd_deck_a1', 'd_deck_a2'],
         agreed_by=['Aditi', 'Sneha', 'Kunal', 'Farhan'], objected_by=['Sneha'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d8', text='Navy team t-shirts with Vyom on the front and sponsor logos on the sleeve',
         stated=['d_tee_p', 'd_tee_a1', 'd_tee_a2', 'd_tee_a3'],
         agreed_by=['Kunal', 'Aditi', 'Rohan', 'Sneha'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d9', text='A practice match against the MIT-WPU team at their arena before nationals',
         stated=['d_scr_p', 'd_scr_a1', 'd_scr_a2', 'd_scr_a3', 'd_scr_a4'],
         agreed_by=['Farhan', 'Aditi', 'Sneha', 'Kunal', 'Rohan'], objected_by=[],
         status='dropped', superseded_by=None, changed_at=['d_scr_drop', 'd_scr_drop_a']),
    dict(id='d10', text='A weekly "road to nationals" reel on the team Instagram every Saturday',
         stated=['d_reel_p', 'd_reel_a1', 'd_reel_a2', 'd_reel_a3'],
         agreed_by=['Kunal', 'Farhan', 'Aditi', 'Sneha'], objected_by=[],
         status='dropped', superseded_by=None, changed_at=['d_reel_drop', 'd_reel_drop_a']),
    dict(id='d11', text="Weekly progress review with the advisor every Friday 5 pm in his cabin",
         stated=['d_rev_p', 'd_rev_ra', 'd_rev_a1', 'd_rev_a2'],
         agreed_by=['Aditi', 'Rohan', 'Sneha', 'Farhan'], objected_by=['Rohan'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d12', text='Trip kitty for food and autos: 2,000 each, held by Kunal',
         stated=['d_kitty_p', 'd_kitty_a1', 'd_kitty_a2', 'd_kitty_a3'],
         agreed_by=['Kunal', 'Sneha', 'Farhan', 'Aditi'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
]

NON_DECISIONS = [
    (['d_mot_q'], 'question'),                                  # which is cheaper?
    (['n_bot_mount'], 'bot suggestion ignored'),                # PETG encoder mounts
    (['n_fly_joke'], 'joke'),                                   # fly the robot there
    (['n_wl_q'], 'hypothetical'),                               # what if WL doesn't clear
    (['n_bot_tatkal'], 'bot suggestion ignored'),               # keep WL + try tatkal
    (['n_both_q', 'n_both_no'], 'proposal not taken up'),                    # keep the train as backup
    (['n_bot_reel'], 'bot suggestion ignored'),                 # a reel a day
    (['n_bday'], 'hypothetical'),                               # if we win, celebrate
    (['n_tickets_q'], 'question'),                             # did the tickets happen?
]

TODOS = [
    dict(id='t1', owner='Rohan', task='Place the VoltKart order: 4 encoder motors + 2 LiPos',
         taken=['t_order'], due='2026-01-06', status='done', closed_by=['t_order_done'], handed_to=None),
    dict(id='t2', owner='Kunal', task='Make the sponsor deck and put it on the drive',
         taken=['t_deck', 't_deck_hand2'], due='2026-01-11', status='done', closed_by=['t_deck_done'], handed_to='Aditi'),
    dict(id='t3', owner='Kunal', task='Send the deck and cold email to five local companies',
         taken=['t_send'], due='2026-01-15', status='done', closed_by=['t_send_done'], handed_to=None),
    dict(id='t4', owner='Aditi', task='Book the train tickets for the six travellers',
         taken=['t_tickets', 't_tickets_re', 't_tickets_re2'], due='2026-01-09', status='done', closed_by=['t_tickets_done'], handed_to=None),
    dict(id='t5', owner='Farhan', task='Build a plywood and foam crate for shipping the robot',
         taken=['t_crate'], due='2026-02-01', status='done', closed_by=['t_crate_done'], handed_to=None),
    dict(id='t6', owner='Sneha', task='Get the autonomous pick-and-place run under 90 seconds',
         taken=['t_auto'], due='2026-01-31', status='done', closed_by=['t_auto_done'], handed_to=None),
    dict(id='t7', owner='Rohan', task='Book a tempo to take the robot to the MIT-WPU practice match',
         taken=['t_tempo'], due='', status='dropped', closed_by=['d_scr_drop', 't_tempo_drop'], handed_to=None),
    dict(id='t8', owner='Kunal', task='Shoot the first "road to nationals" reel on Saturday',
         taken=['t_reel', 't_reel_re'], due='2026-01-17', status='dropped', closed_by=['d_reel_drop', 't_reel_drop'], handed_to=None),
    dict(id='t9', owner='jem', task='Write a cold email to go with the sponsor deck',
         taken=['t_bot_mail_ok'], due='', status='done', closed_by=['t_bot_mail_done'], handed_to=None),
    dict(id='t10', owner='claudy', task='Compare train vs flight-plus-cargo costs',
         taken=['t_bot_cost_ok'], due='', status='done', closed_by=['t_bot_cost_done'], handed_to=None),
    dict(id='t11', owner='Aditi', task="Get the travel NOC signed by the advisor and the HOD",
         taken=['t_noc'], due='2026-01-23', status='done', closed_by=['t_noc_done'], handed_to=None),
    dict(id='t12', owner='Farhan', task='Get the team t-shirts printed at the print shop',
         taken=['t_tee'], due='', status='done', closed_by=['t_tee_done'], handed_to=None),
    dict(id='t13', owner='Sneha', task='Register the team on the portal and upload the tech report',
         taken=['t_reg'], due='2026-01-25', status='done', closed_by=['t_reg_done'], handed_to=None),
    dict(id='t14', owner='Rohan', task='Fix the laggy wireless e-stop (sticky relay)',
         taken=['t_estop', 't_estop_re', 't_estop_re2'], due='2026-02-01', status='open', closed_by=[], handed_to=None),
    dict(id='t15', owner='Kunal', task='Submit all bills to the accounts office for reimbursement',
         taken=['t_bills', 't_bills_re'], due='2026-02-09', status='open', closed_by=[], handed_to=None),
]

NON_TODOS = [
    (['nt_deck_dream'], 'vague wish'),                          # red bull someday
    (['nt_bot_linkedin'], 'bot offer not taken up'),            # linkedin version
    (['nt_kitty_inst'], 'instruction to others'),               # send by 25th
    (['nt_rohan_kitty'], 'already done'),                       # sending mine rn
    (['nt_arena_wish'], 'vague wish'),                          # permanent arena one day
    (['nt_ids'], 'instruction to others'),                      # names as on aadhaar by 10pm
    (['nt_photo1', 'nt_photo2'], 'already done by someone else'),  # new robot photo in deck
    (['nt_biryani'], 'banter promise'),                         # biryani if shinde says yes
    (['nt_cad'], 'vague promise'),
    (['nt_kettle'], 'banter promise'),                          # kettle for maggi                              # learn CAD after nationals
    (['nt_insta_photos'], 'already done'),                      # sponsor post yesterday
    (['nt_ext_offer'], 'offer declined'),                       # spare relay board
    (['nt_bot_weigh'], 'bot offer not taken up'),               # 7 kg cabin estimate
]

QUESTIONS = [
    # ---- changed
    ('How is the team getting to Bhubaneswar in the end?',
     ['d_fly_p', 'd_fly_ka', 'd_fly_bk'], 'Flying IndiGo 6E 6183 on Feb 10 (11:05 from Pune); the robot goes ahead by cargo in a crate', 'changed'),
    ('What was the very first plan for the journey?',
     ['d_tr1_p', 'd_tr1_a1'], 'Konark Express in 3AC on Feb 10, six people including sir, reaching Feb 12', 'changed'),
    ('Why was the train moved a day earlier?',
     ['d_tr2_news', 'd_tr2_p'], 'The organisers moved robot inspection from Feb 12 to Feb 11, so the train became Feb 9', 'changed'),
    ('Why did they give up on the train altogether?',
     ['d_fly_p', 'd_fly_news', 'd_fly_ka'], 'The Feb 9 tickets were stuck on the waitlist (9-13) and Aditi did not want to risk it; once the department offered to pay sir\'s flight and 30k, Kunal agreed to fly', 'changed'),
    ('Where does the team practise now?',
     ['d_h3_p', 'd_h3_a1'], 'On the old badminton court in hostel H3 (the warden gave it to them)', 'changed'),
    ('Where and when were practice sessions supposed to be originally?',
     ['d_ws_p', 'd_ws_a1'], 'In workshop B, weeknights 7 to 10 pm, weekends full day', 'changed'),
    ('Is the practice match with MIT-WPU still on?',
     ['d_scr_p', 'd_scr_news', 'd_scr_drop'], 'No. It was dropped because MIT-WPU\'s robot will not be ready until Feb 5; they do a mock run against their own old bot instead', 'changed'),
    ('Are we still posting a reel every Saturday?',
     ['d_reel_p', 'd_reel_drop', 'd_reel_drop_a'], 'No, the weekly reels were dropped (exams, no time to edit); Kunal will just post photos from the competition', 'changed'),
    # ---- owner
    ('Who ended up finishing the sponsorship deck?',
     ['t_deck', 't_deck_hand1', 't_deck_hand2', 't_deck_done'], 'Aditi, who took it over from Kunal when he went to Nagpur', 'owner'),
    ('Who made the shipping box for the robot?',
     ['t_crate', 't_crate_done'], 'Farhan (Rohan posted that it was finished)', 'owner'),
    ('Who landed the first sponsor?',
     ['t_send', 'sponsor'], 'Kunal: Shinde Auto', 'owner'),
    ('Who is keeping the trip money?',
     ['d_kitty_p', 'kitty3'], 'Kunal', 'owner'),
    ('Who is supposed to sort out the emergency stop?',
     ['t_estop', 't_estop_re2'], 'Rohan', 'owner'),
    # ---- status
    ('Has the emergency stop problem been fixed?',
     ['t_estop', 't_estop_re', 't_estop_re2'], 'No. Rohan missed it before the robot was crated and plans to fix the relay at the venue on Feb 11', 'status'),
    ('Did the reimbursement bills reach the accounts office?',
     ['t_bills', 't_bills_re'], 'Not yet; Kunal says he will do it Monday morning, Feb 9', 'status'),
    ('Was a tempo ever booked for the practice match?',
     ['t_tempo', 't_tempo_drop'], 'No; the match was dropped and Rohan never called the driver', 'status'),
    ('Are we registered for nationals on the portal?',
     ['t_reg', 't_reg_done'], 'Yes, Sneha registered the team and uploaded the tech report (ID NRC26-T114)', 'status'),
    ('Did Sneha manage to bring the auto run below 90 seconds?',
     ['t_auto', 't_auto_done'], 'Yes, five runs in a row at 86-89 seconds; the auto code is frozen', 'status'),
    ('Was the first Instagram reel ever shot?',
     ['t_reel', 't_reel_drop'], 'No, Kunal never shot it and the reels were dropped', 'status'),
    # ---- single
    ('What did the VoltKart order come to?',
     ['t_order_done'], '15,640 including shipping', 'single'),
    ('What is our confirmation number for the championship?',
     ['t_reg_done'], 'NRC26-T114', 'single'),
    ('Which sponsorship level did Shinde Auto pick?',
     ['sponsor'], 'Silver, 25k', 'single'),
    ('How much does each member put into the trip fund?',
     ['d_kitty_p'], '2,000 each', 'single'),
    ('Where does the sponsor logo go on the team tees?',
     ['d_tee_p', 't_tee_ord'], 'On the sleeve: the Shinde logo on the left sleeve of the navy tee', 'single'),
    ('Which company is carrying the robot to Odisha?',
     ['cargo'], 'Gati, from Pimpri; held at their Bhubaneswar depot', 'single'),
    # ---- temporal
    ('What time does our flight leave, and on which day?',
     ['d_fly_bk'], 'Tuesday Feb 10, 11:05 from Pune (lands 13:10)', 'temporal'),
    ('On which day did the cargo people collect the robot?',
     ['cargo', 'cargo_pick'], 'Feb 4', 'temporal'),
    ('When is robot inspection now?',
     ['d_tr2_news'], 'Feb 11', 'temporal'),
    ('When do we meet sir each week for the review?',
     ['d_rev_p', 'd_rev_ra'], 'Every Friday at 5 pm in his cabin', 'temporal'),
    # ---- multi
    ('Rohan first wanted to keep the old motors; what convinced him?',
     ['d_mot_obj', 'mot_calc', 'd_mot_ra'], 'Although a retrofit would save about 6,600, fitting encoders on the old wobbly shafts would take a day, and Sneha\'s odometry drift needed encoders', 'multi'),
    ('How much more does flying cost, and who is paying for it?',
     ['t_bot_cost_done', 'd_fly_news'], 'About 36,100 more than the train; the department pays sir\'s flight and 30k from the student activity fund, leaving the team about 6k', 'multi'),
    ('Who had doubts about the tiered deck, and how did it turn out?',
     ['d_deck_obj', 'd_deck_sa', 'sponsor'], 'Sneha thought tiers were too much; she accepted them with a six-slide limit, and later Shinde Auto took the silver tier', 'multi'),
    ('How much is in the trip fund and who paid last?',
     ['kitty1', 'kitty2', 'kitty3'], '10k; Farhan was the last to pay', 'multi'),
]


if __name__ == '__main__':
    msgs, markers = build(SESSIONS, PEOPLE, tz_hours=5.5, seed=20260105)
    write_all(HERE, msgs, markers, DECISIONS, NON_DECISIONS, TODOS, NON_TODOS, QUESTIONS)
