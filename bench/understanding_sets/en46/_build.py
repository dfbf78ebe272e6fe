#!/usr/bin/env python3
"""English (Nepali) chat of five young health workers from a Kathmandu teaching hospital and a
teacher from the village: a one-day free health camp at Dhuseni, Dhading, before Dashain,
2026-09-14 .. 2026-10-18, +05:45 (Nepal Time, no daylight saving).

Run `python3 _build.py` (from anywhere) to regenerate chat.jsonl and the label
files in this folder. Line format: see ../_chatgen.py.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from _chatgen import build, write_all  # noqa: E402

PEOPLE = {
    'Aashika': (6042918375, False),    # 27, medical officer (internal medicine); coordinates; from Dhading herself
    'Bibek': (5730196284, False),      # 28, medical officer (emergency); night duties; jokes, lowercase
    'Sujan': (7185023946, False),      # 31, hospital pharmacist; medicines, money; careful
    'Pratiksha': (6629401735, False),  # 25, staff nurse; registration, forms; from Pokhara
    'Ramesh': (5918362407, False),     # 44, science teacher at the Dhuseni school; ward contact; "sir/madam"
    'Codex': (7702839514, True),       # bot; terse
    'Claudie': (7691405823, True),     # bot; polite
}

SESSIONS = [
("2026-09-14 21:15", r"""
Aashika: ok so this is the camp group, added Ramesh sir also 🙏
Aashika: Ramesh sir teaches science at the Dhuseni school, he's the one who asked us
Ramesh: Namaste all doctor sir and madam. Thank you for making group
Bibek: namaste sir 🙏 and pls no sir, just bibek
Pratiksha: Namaste sir!!
Sujan: Namaste
#camp_why Ramesh: In our village no doctor since 2 year. Health post only have AHW, he is also going on leave many time
Aashika: that's why we want to do it before dashain, people come home from Kathmandu and Gulf also, so many will come
#d_date1_p Aashika: I'm thinking Saturday 26 Sept. 3 weeks is enough na?
#d_date1_b Bibek: 26 works, i'm off that weekend
#d_date1_s Sujan: 26 fine for me
#d_date1_pr Pratiksha: yes yes 26!
#d_date1_r Ramesh: 26 is good for us also. I will tell ward chair
#t_letter Ramesh: I will bring the recommendation letter from ward office by this Friday
Aashika: perfect 🙏
#n_pokhara Bibek: or we do the camp at lakeside pokhara and stay 2 nights. for research
Pratiksha: hahaha sure, I'll book boating
Sujan: Bibek 🙄
""",),
("2026-09-14 22:05", r"""
Aashika: @Codex @Claudie say hi, they'll help with lists and calculations
Codex: Hi. Ready.
Claudie: Namaste everyone! Happy to help with anything for the camp 😊
Bibek: codex so dry lol
Pratiksha: claudie is sweet 🥹
Sujan: ok sleep now, I have 8am round
""",),
("2026-09-15 08:30", r"""
#d_venue_p Aashika: Venue - I think the school is best. 6 classrooms, we can do OPD, gyne, eye, pharmacy separate
#d_venue_obj >d_venue_p Ramesh: Madam health post also is there. If we do in school, AHW dai may feel bad, health post is govt
#d_venue_s Sujan: health post is 2 rooms only sir, 300 people won't fit
#d_venue_ans Aashika: What if AHW dai sits with us for registration and referrals? And we keep the health post for dressings and follow ups
#d_venue_r Ramesh: This is good idea madam. He will be happy. School then
#d_venue_b Bibek: school it is 👍
#n_nmc_q Pratiksha: Do we need any permission from NMC or health office for a camp?
Aashika: DHO just needs a letter informing, the ward recommendation is what matters
""",),
("2026-09-15 20:40", r"""
#d_spec_p Aashika: What do we offer? My plan: general OPD, gyne (Dr. Sarita mam said she can come for the morning), BP and sugar for everyone above 35, eye screening with free reading glasses
#d_spec_obj >d_spec_p Sujan: reading glasses free for everyone? that's a lot of money yaar. plus pharmacy budget is already tight
Bibek: my cousin has an optical shop in New Road
#d_spec_ans Bibek: he'll give 100 pairs +1 to +3 at 60 rupees each, i asked once before for my mamu
#d_spec_s Sujan: 6000 for 100 pairs? ok that I can live with
#d_spec_pr Pratiksha: yes and so many didis in village can't read or sew, glasses is the best thing
#d_spec_r Ramesh: Old people will be very happy
#t_glasses Bibek: i'll pick them from his shop the week before the camp, will tell him 100 pairs
#n_xray_p Ramesh: Can we do X-ray also? Many have cough since long time
#n_xray_no >n_xray_p Aashika: no machine sir 😅 we'll refer the long cough ones to Dhading hospital with a slip
""",),
("2026-09-16 13:10", r"""
#d_van_p Aashika: transport - I asked the Hiace guy at Kalanki, 14,000 return for the day, 15 seats
#d_van_s Sujan: 14k is ok, we fit medicines in back
#d_van_b Bibek: hiace 👍 i'll sleep the whole way
#d_van_pr Pratiksha: ok
#t_van Aashika: I'll call him this week and confirm properly with advance
#d_money_p Sujan: money. we need roughly 60k for medicines, 14k van, 6k glasses, printing, lunch. what if each of us puts 2000 and rest we raise on facebook with esewa QR
#d_money_a Aashika: yes 2000 each is fine for me
#d_money_b Bibek: fine. i'll make the fb post tonight, people from my batch always donate
#d_money_pr Pratiksha: 2000 ok
#d_money_r Ramesh: I will also give 2000 and ask some people in village
#t_collect Bibek: and i'll collect the 2000s also, send to my esewa
#nt_pay_due Bibek: everyone send by wednesday next week pls 🙏
""",),
("2026-09-17 09:45", r"""
#t_bot_meds_q Sujan: @Codex for 250 patients one day camp, rough quantities: paracetamol, amoxicillin, metronidazole, antacids, ORS, albendazole, vitamin B complex, iron folic. assume 3 day courses
#t_bot_meds Codex: On it.
#t_bot_meds_done Codex: Estimate (250 pts, 3-day courses):\nParacetamol 500mg - 1,500 tabs\nAmoxicillin 500mg - 900 caps (~60 pts)\nMetronidazole 400mg - 450 tabs (~30 pts)\nPantoprazole/antacid - 1,200 tabs\nORS - 150 sachets\nAlbendazole 400mg - 200 tabs\nB-complex - 1,500 tabs\nIron-folic - 900 tabs\nAdd 15% buffer.
Sujan: roughly matches mine. thanks
#t_meds Sujan: I'll order from our wholesaler in Bhotahity, need the final list by monday. Antibiotics he gives on my license
#nd_bot_triage Codex: Suggest colour triage cards (red/yellow/green) at registration.
Pratiksha: hmm
Aashika: maybe, let's see
""",),
("2026-09-17 21:30", r"""
Bibek: night duty again. ER full of bike accidents, dashain hasn't even started 🙃
Pratiksha: ke garne 😩 drink water
#nd_every_yr Sujan: honestly we should make this a yearly thing, every dashain
Aashika: first let's survive this one 😂
""",),
("2026-09-18 19:15", r"""
#d_tee_p Pratiksha: can we print t-shirts for volunteers? "Dhuseni Health Camp 2026" in front. people will know who to ask
#d_tee_b Bibek: yesss with our names at the back
#d_tee_a Aashika: ok I like it, if cheap
#d_tee_s Sujan: if under 400 each fine
#t_tee Pratiksha: I'll ask the printer in Bagbazar and order by Monday
#n_tiktok_p Bibek: also i'll livestream on tiktok. "doctor in village" content goes viral
#n_tiktok_no Aashika: no patients on camera pls 😑 privacy
Bibek: ok ok 😭
""",),
("2026-09-19 11:20", r"""
#d_dent_p Aashika: Sushmita (dental, our batch) asked if she can join. She'll bring a basic kit for extractions and fluoride for kids
#d_dent_pr Pratiksha: omg yes, kids' teeth in village are so bad
#d_dent_s Sujan: good, she buys her own LA and gauze though
#d_dent_r Ramesh: Very good madam. Many children have tooth pain
#d_dent_b Bibek: 🦷🦷
""",),
("2026-09-20 18:05", r"""
#date2_why Ramesh: Sorry madam, ward chair is in Kathmandu for the budget meeting, he comes back only thursday. Letter will be late
#date2_why2 Ramesh: Also 26 is the school's unit test
Aashika: hmm. Without the letter we can't inform DHO
#d_date2_p Aashika: shall we go 3 October then? same Saturday just one week later
#d_date2_s Sujan: 3rd is ok with me
#d_date2_b Bibek: 3rd fine, swap my off with Nabin
#d_date2_pr Pratiksha: ok 3rd 👍
#d_date2_r Ramesh: 3 October is good. Exam will finish
""",),
("2026-09-21 10:00", r"""
#t_hod Aashika: I'll get HOD sir's sign for the leave for all of us, and ask if we can borrow 4 BP machines and 2 glucometers from the ward
+5h #t_hod_done Aashika: HOD signed 🙏 leave for 3rd approved for all four. We can take 4 BP sets, 2 glucometers and 100 strips, need to return by monday after
Pratiksha: yay
Sujan: nice
#t_bot_form_q Aashika: @Claudie can you make a simple patient form, one A5 page. name, age, sex, address ward, BP, sugar, complaint, diagnosis, meds given, referral yes/no. Nepali and English labels
#t_bot_form Claudie: Of course! I'll prepare a bilingual A5 form for you now.
#t_bot_form_done Claudie: Here's the draft:\nबिरामीको नाम / Name: ____  उमेर / Age: __  लिङ्ग / Sex: __\nठेगाना (वडा) / Address (ward): ____\nरक्तचाप / BP: ____  सुगर / Sugar: ____\nसमस्या / Complaint: ____\nनिदान / Diagnosis: ____\nदिइएको औषधि / Medicines given: ____\nरेफर / Referral: छ / छैन (Yes/No)\nToken no: ___
#nd_bot_survey Claudie: If helpful, you could also send a short survey to the village beforehand to estimate which services are most needed.
Pratiksha: perfect form!! I'll print this
#t_print Pratiksha: I'll print 300 forms + token cards 1 to 300 at the photocopy near hospital gate
""",),
("2026-09-22 22:40", r"""
#t_fb_hand Bibek: guys i'm on nights whole week + 2 ER cases in court 😵 the fb post is still not done
#t_fb_hand2 Bibek: @Pratiksha can you do it pls? i'll send you the photos from last year's camp
#t_fb_ok >t_fb_hand2 Pratiksha: ok I'll do it tomorrow, send the photos
Bibek: you're a saviour 🙏
Pratiksha: you owe me a sel roti
Bibek: 2 sel roti
Bibek: [photo]
Bibek: [photo]
""",),
("2026-09-23 17:30", r"""
#tee_quote Pratiksha: t-shirt guy says 650 each for 6, and earliest delivery is after Ghatasthapana 😭 everyone is printing dashain stuff
#d_tee_drop_p Sujan: 650? no. let's skip the tshirts, we'll wear our hospital ID
#d_tee_drop_a Aashika: yeah skip, IDs and a banner is enough
#d_tee_drop_b Bibek: rip my name on the back 😔 ok
#t_tee_drop Pratiksha: ok so I won't order, I told him no
""",),
("2026-09-24 12:15", r"""
#dent_why Aashika: bad news, Sushmita has her MDS entrance on 3rd 😞 she can't come
#d_dent_drop_p Aashika: so no dental this time. we just give paracetamol and refer tooth pain
#d_dent_drop_s Sujan: ok, nothing we can do
#d_dent_drop_r Ramesh: Next time maybe. Ok madam
Pratiksha: the kids 🥺
Bibek: next time we need a full dental team
Aashika: 🤞
""",),
("2026-09-24 20:00", r"""
#nd_deworm_p Sujan: since we have albendazole, should we just deworm all school kids also?
#nd_deworm_no >nd_deworm_p Aashika: palika already did mass deworming in Bhadra, we'll double dose them. let's not
Sujan: fair
Pratiksha: anyone else's ward flooded today? our corridor was leaking all morning
Sujan: pharmacy store also, had to move cartons up
Bibek: hospital building older than my dad 😂
#nt_head_q Bibek: should i call the headmaster about the classrooms?
#nt_head_r >nt_head_q Ramesh: I already talked to headsir yesterday, he gave all 6 rooms and the hall 🙏
Bibek: 👍
""",),
("2026-09-25 19:40", r"""
#t_letter_done Ramesh: Letter is ready! Ward chair signed today. [photo]
Ramesh: [photo]
Aashika: finally 🙏🙏 thank you sir
#d_cap_p Sujan: one thing, we should cap at 250 tokens. medicines are calculated for 250, and 4 doctors can't see more than that properly
#d_cap_obj >d_cap_p Ramesh: Sir some people walk 3 hours from upper tole. If we say no token, they will be very sad and angry also
#d_cap_ans Aashika: what if no hard cap - after token 250, people still get BP, sugar and basic meds from Pratiksha and Sujan, and doctors only see the urgent ones
#d_cap_r Ramesh: This is ok sir madam. Nobody will go back empty
#d_cap_s Sujan: fine, but I'll keep 30 extra paracetamol strips for that
#d_cap_pr Pratiksha: ok I'll mark the cards after 250 in red
""",),
("2026-09-27 10:20", r"""
#t_fb_done Pratiksha: FB post is up with the esewa QR 🙏 [photo]
Pratiksha: already 12 shares
+6h #esewa1 Pratiksha: 38,500 in esewa already!!! people are so kind 🥹
Aashika: omggg
Bibek: my batch delivered 😎
Sujan: good. that covers most of the medicines
#nt_shave Bibek: if we cross 300 patients i'm shaving my head
Pratiksha: recorded 📸
""",),
("2026-09-29 07:50", r"""
#slide1 Ramesh: Sir madam, big landslide last night after Dhadingbesi turn, the road to our village is blocked. Bulldozer is coming but they say 7 days minimum
Aashika: oh no. is everyone ok there?
Ramesh: Yes nobody hurt, only road. Some houses evacuated as precaution
Pratiksha: 🙏 thank god
Sujan: 7 days means 3rd is gone
#d_date3_p Aashika: 10 October then? it's the Saturday before Ghatasthapana. After that everyone goes home
#d_date3_obj >d_date3_p Pratiksha: 10th is hard for me 😟 my family leaves for Pokhara on the 10th morning, bus tickets are already booked
#d_date3_ans >d_date3_obj Bibek: camp ends 4, we're back in ktm by 9. you can take the night bus, my friend works at a bus counter in Kalanki, he can change your ticket
#d_date3_pr Pratiksha: ok if he can change it then I'm in. 10th
#d_date3_s Sujan: 10th ok
#d_date3_b Bibek: 10 👍
#d_date3_r Ramesh: 10 October good. Road will be open by then sure
#nd_rain_q Sujan: what if it rains again that week and road blocks again
#nd_rain_r Aashika: then we'll have to think again honestly
""",),
("2026-09-29 12:00", r"""
#nt_dho Aashika: emailed DHO already with the new date + letter, they replied ok 👍
#t_hod2 Aashika: also got HOD sir to shift the leave to 10th
""",),
("2026-09-30 21:00", r"""
#d_hours_p Aashika: timings: start 9, close registration 3, finish by 4, leave village 4:30 latest. road after dark is risky with the slide area
#d_hours_s Sujan: agree, no night driving there
#d_hours_b Bibek: 9 to 4 👍
#d_hours_r Ramesh: I will tell people registration close at 3 o'clock
#d_hours_pr Pratiksha: ok
#nt_tractor Ramesh: For medicines boxes, my nephew tractor can carry from road to school
#nt_tractor_no Aashika: thank you sir but the vehicle can go till school gate now na? then no need
Ramesh: Yes till gate is ok
""",),
("2026-10-01 16:30", r"""
#van_hike Aashika: ugh. called the Hiace guy to confirm, he says 20,000 now because of dashain, and wants full advance
#t_van_drop Aashika: so I didn't book it. told him we'll call back
Sujan: 20k is robbery
Bibek: dashain rates 🤡
Pratiksha: everything doubles in dashain, even goat
Bibek: wait let me ask my dad
""",),
("2026-10-02 09:10", r"""
#d_car_p Aashika: ok sorted: Bibek's dad is lending the Scorpio, Sujan drives his Swift. 9 people fit, medicine boxes on the Scorpio roof carrier with tarp. we leave Kalanki 5:30 sharp
#d_car_b Bibek: dad said only if i drive carefully 😂 yes
#d_car_s Sujan: Swift is ok, I'll fill fuel on the 9th
#d_car_pr Pratiksha: 5:30 😭 ok
#d_car_r Ramesh: I will wait at school gate with people to unload
#nt_bot_rota Codex: Can generate a seating + loading plan for both cars if needed.
""",),
("2026-10-03 18:00", r"""
#t_head_mic Ramesh: I will do miking in all 3 tole on wednesday and thursday, and tell in school assembly also
#t_lunch Ramesh: And lunch - ama samuha will make dal bhat for all volunteers, 150 per plate. I will fix with them
Aashika: thank you sir, that's so kind
Bibek: dal bhat power 24 hour 💪
#nt_momo Sujan: after camp I'm treating everyone to momo in Malekhu
Bibek: holding you to that
Pratiksha: 📸 screenshot taken
Sujan: I regret everything
""",),
("2026-10-05 19:20", r"""
#t_glasses_done Bibek: picked the glasses from my cousin 🤓 100 pairs, +1 to +3, he gave 10 extra free
Bibek: [photo]
Pratiksha: so cuteee all in little pouches
Sujan: 6000 paid from the fund
#t_meds_done Sujan: medicines also came today, all on the list + 15% buffer. checked expiry, everything 2028
Sujan: [photo]
Aashika: 🙌
""",),
("2026-10-06 13:30", r"""
#t_print_done Pratiksha: 300 forms and token cards printed, cards 251-300 in red like we said
Pratiksha: [photo]
#nd_stetho Aashika: everyone bring your own stethoscope, torch and a pen, no borrowing on the day pls
#t_collect_done Bibek: contributions: got 2000 from all 5 of us, 10,000 total, added to esewa fund
Sujan: thanks
#nt_bot_pack Claudie: Would you like me to make a packing checklist for the morning?
""",),
("2026-10-07 21:10", r"""
#t_lunch_done Ramesh: Ama samuha confirmed. 12 plates lunch, and tea in morning. Rs 1800
Aashika: 🙏🙏
#t_mic_done Ramesh: Miking done in all three tole 📢 headsir also told in assembly, children will tell parents
Bibek: sir is more organised than our hospital admin 😂
#nt_palika Ramesh: I will try to make palika pay petrol next time
Aashika: that would be great sir
""",),
("2026-10-08 20:30", r"""
#ticket_ok Pratiksha: my bus ticket got changed to 10th night!! thank you Bibek's friend 🙏
Bibek: 😎
Sujan: loading at my place tomorrow 7pm, everyone come
Aashika: coming
Pratiksha: will come after duty ~7:30
Bibek: i'll bring chiya
""",),
("2026-10-09 20:45", r"""
Sujan: all loaded. 9 boxes meds, 1 box glasses, BP sets, forms
Sujan: [photo]
Aashika: alarms at 4:45 everyone!!
Bibek: 4:45 is not a time it's a punishment
Pratiksha: 😂😂
""",),
("2026-10-10 05:33", r"""
Aashika: leaving kalanki now
Bibek: scorpio loaded, dad's blessing received 🙏
+3h Ramesh: Sir madam already 150 people waiting in line 😳
Aashika: omg we're 20 min away
+50m Pratiksha: registration started, 84 tokens in first 15 min
Pratiksha: [photo]
+2h Sujan: paracetamol going fast, opening the buffer box
+20m Bibek: one didi walked 4 hours with her knee pain, she blessed me 3 times 🥹
Ramesh: [photo]
+90m Pratiksha: token 250 just now. red cards started
+104m #closed312 Aashika: registration closed. 312 total!!
Bibek: 312 🤯
>nt_shave Pratiksha: BIBEK HEAD SHAVE
Bibek: 😭😭
+90m Aashika: leaving village now, 4:35
""",),
("2026-10-10 21:40", r"""
Aashika: reached home. Pratiksha did you get your bus?
Pratiksha: on the bus!! 🚌 so tired but so happy
#summary1 Aashika: quick numbers: 312 patients, 186 BP checks, 41 new hypertension, 23 high sugar, 96 glasses given, 18 referred to Dhading hospital
Ramesh: Thank you so much all. Village people are very happy. Ama samuha also say thank you
Sujan: meds left: about 20% of list, mostly vitamins and antacids
Bibek: my back is finished
Aashika: sleep everyone ❤️
""",),
("2026-10-11 11:00", r"""
#bal_q Aashika: @Codex fund balance? in: 61,200 esewa total + 10,000 contributions. out: meds 52,400, glasses 6,000, fuel 4,800, lunch 1,800, printing 2,100
#bal_a Codex: In: 71,200. Out: 67,100. Balance: 4,100.
Sujan: 4,100 left. not bad at all
Bibek: momo fund 😋
Sujan: momo is on me, I said
#n_bot_extra Codex: Could run a second camp day with the balance plus leftover stock.
""",),
("2026-10-12 19:00", r"""
#t_sheet Pratiksha: I'll enter all 312 forms in a google sheet so we have the data
#t_report Sujan: and I'll write a short report for the palika health coordinator, with numbers and the 18 referrals
Aashika: 🙏 good, they said they'd consider supporting next year if we report
Ramesh: Our chairperson also ask for report
""",),
("2026-10-14 21:20", r"""
Bibek: shaved. [photo]
Pratiksha: HAHAHAHA
Aashika: legend
Sujan: you look like a monk who lost a bet
#nd_video Bibek: someday i'll make a proper video of the camp with the photos
Ramesh: Ha ha doctor sir very brave
""",),
("2026-10-17 10:30", r"""
Aashika: happy ghatasthapana everyone 🌾
Ramesh: Happy Dashain to all doctor sir madam. Come for tika also 🙏
#t_sheet_re Pratiksha: sheet update: 170 of 312 entered. rest after I'm back from pokhara, my mom won't let me touch the laptop 😅
#t_report_re Sujan: report draft is half, waiting for Pratiksha's numbers. will send to palika after tihar
Aashika: no rush, enjoy dashain
""",),
("2026-10-18 16:00", r"""
Bibek: returned the BP sets and glucometers to the ward today btw, HOD was happy nothing broke
Aashika: thanks bibek 🙏
#nd_tihar Sujan: next camp after tihar? 😂
Aashika: let me sleep first 😴
Ramesh: Next year also please come. Village is waiting
Pratiksha: 🥹🥹
""",),
]

DECISIONS = [
    dict(id='d1', text='Camp on Saturday 26 September',
         stated=['d_date1_p', 'd_date1_b', 'd_date1_s', 'd_date1_pr', 'd_date1_r'],
         agreed_by=['Aashika', 'Bibek', 'Sujan', 'Pratiksha', 'Ramesh'], objected_by=[],
         status='superseded', superseded_by='d2',
         changed_at=['d_date2_p', 'd_date2_s', 'd_date2_b', 'd_date2_pr', 'd_date2_r']),
    dict(id='d2', text='Camp moved to Saturday 3 October (ward letter late, school unit test on the 26th)',
         stated=['d_date2_p', 'd_date2_s', 'd_date2_b', 'd_date2_pr', 'd_date2_r'],
         agreed_by=['Aashika', 'Sujan', 'Bibek', 'Pratiksha', 'Ramesh'], objected_by=[],
         status='superseded', superseded_by='d3',
         changed_at=['d_date3_p', 'd_date3_pr', 'd_date3_s', 'd_date3_b', 'd_date3_r']),
    dict(id='d3', text='Camp on Saturday 10 October, the Saturday before Ghatasthapana (landslide blocks the road for a week)',
         stated=['d_date3_p', 'd_date3_ans', 'd_date3_pr', 'd_date3_s', 'd_date3_b', 'd_date3_r'],
         agreed_by=['Aashika', 'Bibek', 'Pratiksha', 'Sujan', 'Ramesh'], objected_by=['Pratiksha'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d4', text='Hire a 15-seat Hiace from Kalanki, Rs 14,000 return',
         stated=['d_van_p', 'd_van_s', 'd_van_b', 'd_van_pr'],
         agreed_by=['Aashika', 'Sujan', 'Bibek', 'Pratiksha'], objected_by=[],
         status='superseded', superseded_by='d5',
         changed_at=['d_car_p', 'd_car_b', 'd_car_s', 'd_car_pr']),
    dict(id='d5', text="Go in Bibek's dad's Scorpio and Sujan's Swift, medicines on the Scorpio roof, leave Kalanki 5:30",
         stated=['d_car_p', 'd_car_b', 'd_car_s', 'd_car_pr', 'd_car_r'],
         agreed_by=['Aashika', 'Bibek', 'Sujan', 'Pratiksha', 'Ramesh'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d6', text='Camp at the Dhuseni school (not the health post); the AHW sits in for registration and referrals',
         stated=['d_venue_p', 'd_venue_s', 'd_venue_ans', 'd_venue_r', 'd_venue_b'],
         agreed_by=['Aashika', 'Sujan', 'Ramesh', 'Bibek'], objected_by=['Ramesh'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d7', text="Services: general OPD, gyne (morning), BP and sugar over 35, eye screening with free reading glasses from Bibek's cousin at Rs 60 a pair",
         stated=['d_spec_p', 'd_spec_ans', 'd_spec_s', 'd_spec_pr', 'd_spec_r'],
         agreed_by=['Aashika', 'Bibek', 'Sujan', 'Pratiksha', 'Ramesh'], objected_by=['Sujan'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d8', text='No hard cap: doctors see tokens 1-250; after 250 (red cards) BP, sugar and basic medicines, doctors only for the urgent',
         stated=['d_cap_p', 'd_cap_ans', 'd_cap_r', 'd_cap_s', 'd_cap_pr'],
         agreed_by=['Sujan', 'Aashika', 'Ramesh', 'Pratiksha'], objected_by=['Ramesh'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d9', text='Each of the five puts in Rs 2,000; the rest raised with a Facebook post and an eSewa QR',
         stated=['d_money_p', 'd_money_a', 'd_money_b', 'd_money_pr', 'd_money_r'],
         agreed_by=['Sujan', 'Aashika', 'Bibek', 'Pratiksha', 'Ramesh'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d10', text='Sushmita joins for dental (extractions, fluoride for kids)',
         stated=['d_dent_p', 'd_dent_pr', 'd_dent_s', 'd_dent_r', 'd_dent_b'],
         agreed_by=['Aashika', 'Pratiksha', 'Sujan', 'Ramesh', 'Bibek'], objected_by=[],
         status='dropped', superseded_by=None,
         changed_at=['d_dent_drop_p', 'd_dent_drop_s', 'd_dent_drop_r']),
    dict(id='d11', text="Volunteer T-shirts 'Dhuseni Health Camp 2026'",
         stated=['d_tee_p', 'd_tee_b', 'd_tee_a', 'd_tee_s'],
         agreed_by=['Pratiksha', 'Bibek', 'Aashika', 'Sujan'], objected_by=[],
         status='dropped', superseded_by=None,
         changed_at=['d_tee_drop_p', 'd_tee_drop_a', 'd_tee_drop_b']),
    dict(id='d12', text='Camp 9 to 4, registration closes at 3, leave the village by 4:30 (no driving past the slide after dark)',
         stated=['d_hours_p', 'd_hours_s', 'd_hours_b', 'd_hours_r', 'd_hours_pr'],
         agreed_by=['Aashika', 'Sujan', 'Bibek', 'Ramesh', 'Pratiksha'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
]

NON_DECISIONS = [
    (['n_pokhara'], 'joke'),                                   # camp at lakeside Pokhara
    (['n_nmc_q'], 'question'),                                 # NMC permission?
    (['n_xray_p', 'n_xray_no'], 'proposal not taken up'),      # X-ray → no machine
    (['nd_bot_triage'], 'bot suggestion ignored'),             # Codex: colour triage cards
    (['n_tiktok_p', 'n_tiktok_no'], 'proposal not taken up'),  # TikTok livestream
    (['nd_bot_survey'], 'bot suggestion ignored'),             # Claudie: survey beforehand
    (['nd_deworm_p', 'nd_deworm_no'], 'proposal not taken up'),  # deworm all kids
    (['nd_rain_q', 'nd_rain_r'], 'hypothetical'),              # if it rains again
    (['n_bot_extra'], 'bot suggestion ignored'),               # Codex: second camp day
    (['nd_tihar'], 'joke'),                                    # next camp after Tihar
]

TODOS = [
    dict(id='t1', owner='Ramesh', task='Get the recommendation letter from the ward office',
         taken=['t_letter'], due='2026-09-18', status='done', closed_by=['t_letter_done'], handed_to=None),
    dict(id='t2', owner='Sujan', task='Order the medicines from the Bhotahity wholesaler',
         taken=['t_meds'], due='', status='done', closed_by=['t_meds_done'], handed_to=None),
    dict(id='t3', owner='Aashika', task="Get HOD's signature for everyone's leave and borrow BP machines and glucometers",
         taken=['t_hod'], due='', status='done', closed_by=['t_hod_done'], handed_to=None),
    dict(id='t4', owner='Bibek', task='Make the Facebook fundraising post with the eSewa QR',
         taken=['d_money_b', 't_fb_ok'], due='2026-09-16', status='done', closed_by=['t_fb_done'], handed_to='Pratiksha'),
    dict(id='t5', owner='Pratiksha', task='Print 300 patient forms and token cards',
         taken=['t_print'], due='', status='done', closed_by=['t_print_done'], handed_to=None),
    dict(id='t6', owner='Bibek', task="Pick up 100 pairs of reading glasses from his cousin's shop",
         taken=['t_glasses'], due='', status='done', closed_by=['t_glasses_done'], handed_to=None),
    dict(id='t7', owner='Ramesh', task='Announce the camp by miking in the toles and in the school assembly',
         taken=['t_head_mic'], due='2026-10-08', status='done', closed_by=['t_mic_done'], handed_to=None),
    dict(id='t8', owner='Codex', task='Estimate medicine quantities for 250 patients',
         taken=['t_bot_meds'], due='', status='done', closed_by=['t_bot_meds_done'], handed_to=None),
    dict(id='t9', owner='Claudie', task='Draft a bilingual A5 patient form',
         taken=['t_bot_form'], due='', status='done', closed_by=['t_bot_form_done'], handed_to=None),
    dict(id='t10', owner='Pratiksha', task='Order the volunteer T-shirts from the Bagbazar printer',
         taken=['t_tee'], due='2026-09-21', status='dropped', closed_by=['d_tee_drop_p', 't_tee_drop'], handed_to=None),
    dict(id='t11', owner='Aashika', task='Confirm and pay the advance for the Hiace',
         taken=['t_van'], due='2026-09-20', status='dropped', closed_by=['t_van_drop'], handed_to=None),
    dict(id='t12', owner='Bibek', task='Collect the Rs 2,000 contributions into his eSewa',
         taken=['t_collect'], due='', status='done', closed_by=['t_collect_done'], handed_to=None),
    dict(id='t13', owner='Ramesh', task='Fix lunch for the volunteers with the ama samuha',
         taken=['t_lunch'], due='', status='done', closed_by=['t_lunch_done'], handed_to=None),
    dict(id='t14', owner='Pratiksha', task='Enter all 312 patient forms into a Google Sheet',
         taken=['t_sheet', 't_sheet_re'], due='', status='open', closed_by=[], handed_to=None),
    dict(id='t15', owner='Sujan', task='Write the report for the palika health coordinator',
         taken=['t_report', 't_report_re'], due='', status='open', closed_by=[], handed_to=None),
]

NON_TODOS = [
    (['nt_pay_due'], 'instruction to others'),             # send by Wednesday next week
    (['nd_every_yr'], 'vague wish'),                       # yearly thing every Dashain
    (['nt_head_q', 'nt_head_r'], 'already done by someone else'),  # headmaster → Ramesh already talked
    (['nt_shave'], 'banter promise'),                      # shave my head at 300
    (['nt_dho'], 'already done'),                          # emailed DHO already
    (['nt_tractor', 'nt_tractor_no'], 'offer declined'),   # nephew's tractor
    (['nt_bot_rota'], 'bot offer not taken up'),           # Codex: seating + loading plan
    (['nt_momo'], 'banter promise'),                       # momo in Malekhu
    (['nd_stetho'], 'instruction to others'),              # bring your own stethoscope
    (['nt_bot_pack'], 'bot offer not taken up'),           # Claudie: packing checklist
    (['nt_palika'], 'vague promise'),                      # palika pays petrol next time
    (['nd_video'], 'vague promise'),                       # someday a proper video
]

QUESTIONS = [
    # ---- changed
    ('What date is the camp on in the end?',
     ['d_date3_p', 'd_date3_pr', 'd_date3_s'],
     'Saturday 10 October (26 Sept, then 3 Oct, then 10 Oct)', 'changed'),
    ('Which date did we first pick for the camp?',
     ['d_date1_p', 'd_date1_b'], 'Saturday 26 September', 'changed'),
    ('Why did the camp move off the 26th?',
     ['date2_why', 'date2_why2', 'd_date2_p'],
     "The ward chair was in Kathmandu for a budget meeting so the letter would be late, and the school had a unit test that day", 'changed'),
    ('Why could we not go on 3 October?',
     ['slide1', 'd_date3_p'], 'A landslide after the Dhadingbesi turn blocked the road for at least a week', 'changed'),
    ('How are we travelling to Dhuseni now?',
     ['d_car_p', 'd_car_b', 'd_car_s'],
     "In Bibek's dad's Scorpio and Sujan's Swift, medicines on the Scorpio roof, leaving Kalanki at 5:30", 'changed'),
    ('What was the transport plan at first?',
     ['d_van_p', 'd_van_s'], 'A 15-seat Hiace from Kalanki for Rs 14,000 return', 'changed'),
    ('Is there a dental section at the camp?',
     ['d_dent_p', 'dent_why', 'd_dent_drop_p'],
     "No. Sushmita was going to come but her MDS entrance is on the 3rd, so dental was dropped", 'changed'),
    ('Are the volunteers getting T-shirts?',
     ['tee_quote', 'd_tee_drop_p', 'd_tee_drop_a'],
     'No: Rs 650 each and no delivery before Ghatasthapana, so hospital IDs and a banner instead', 'changed'),
    # ---- owner
    ('Who put up the fundraising post in the end?',
     ['d_money_b', 't_fb_hand2', 't_fb_ok', 't_fb_done'],
     'Pratiksha (Bibek handed it over because of his night duties)', 'owner'),
    ('Who got the letter from the ward office?',
     ['t_letter', 't_letter_done'], 'Ramesh', 'owner'),
    ('Who drafted the patient form?',
     ['t_bot_form_q', 't_bot_form_done'], 'Claudie (the bot)', 'owner'),
    ('Who worked out how many tablets to buy?',
     ['t_bot_meds_q', 't_bot_meds_done'], 'Codex (the bot), checked by Sujan', 'owner'),
    ('Who sorted out lunch on camp day?',
     ['t_lunch', 't_lunch_done'], 'Ramesh, with the ama samuha', 'owner'),
    # ---- status
    ('Are the patient forms in the spreadsheet yet?',
     ['t_sheet', 't_sheet_re'], 'Not all: 170 of 312; Pratiksha does the rest after Pokhara', 'status'),
    ('Has the report gone to the palika?',
     ['t_report', 't_report_re'], 'Not yet: the draft is half done, waiting for the numbers; Sujan sends it after Tihar', 'status'),
    ('Did Aashika book the Hiace?',
     ['t_van', 'van_hike', 't_van_drop'], "No. He wanted Rs 20,000 and full advance for Dashain, so she didn't book", 'status'),
    ('Did Pratiksha order the shirts?',
     ['t_tee', 't_tee_drop'], 'No, she told the printer no after the shirts were dropped', 'status'),
    ('Did the reading glasses get picked up?',
     ['t_glasses', 't_glasses_done'], 'Yes, Bibek got 100 pairs on 5 October plus 10 free', 'status'),
    ('Has everyone paid their 2,000?',
     ['t_collect', 't_collect_done'], 'Yes, all five, Rs 10,000 added to the fund', 'status'),
    # ---- single
    ('How much per pair were the reading glasses?',
     ['d_spec_ans', 'd_spec_s'], 'Rs 60 a pair (Rs 6,000 for 100)', 'single'),
    ('How much had come in on eSewa the day the post went up?',
     ['esewa1'], 'Rs 38,500', 'single'),
    ('How many patients registered on the day?',
     ['closed312', 'summary1'], '312', 'single'),
    ('How many people were referred to the hospital?',
     ['summary1'], '18, to Dhading hospital', 'single'),
    ('What did the lunch cost?',
     ['t_lunch_done'], 'Rs 1,800 for 12 plates and morning tea', 'single'),
    ('What did we borrow from the hospital ward?',
     ['t_hod_done'], '4 BP sets, 2 glucometers and 100 strips', 'single'),
    # ---- temporal
    ('What time does registration close?',
     ['d_hours_p'], '3 pm (camp 9 to 4, leave by 4:30)', 'temporal'),
    ('What time do we leave Kalanki?',
     ['d_car_p'], '5:30 am', 'temporal'),
    ('When did the ward chair sign the letter?',
     ['t_letter_done'], '25 September', 'temporal'),
    ('When did the medicines arrive?',
     ['t_meds_done'], '5 October', 'temporal'),
    # ---- multi
    ('How much money came in and went out, and what is left?',
     ['bal_q', 'bal_a'], 'In Rs 71,200 (61,200 eSewa + 10,000 contributions), out Rs 67,100, Rs 4,100 left', 'multi'),
    ("Why didn't Ramesh want the school at first, and how was it settled?",
     ['d_venue_obj', 'd_venue_ans', 'd_venue_r'],
     'He worried the health post AHW would feel left out; the AHW sits in for registration and referrals and the health post keeps dressings and follow-ups', 'multi'),
    ('Was there a limit on patients, and what happens after it?',
     ['d_cap_p', 'd_cap_obj', 'd_cap_ans', 'd_cap_r'],
     'Sujan wanted 250 tokens; Ramesh said people walk 3 hours; so no hard cap: after 250 (red cards) BP, sugar and basic medicines, doctors only for urgent cases', 'multi'),
    ("What was Pratiksha's problem with the 10th and how did it work out?",
     ['d_date3_obj', 'd_date3_ans', 'ticket_ok'],
     "Her family's bus to Pokhara was that morning; Bibek's friend at a Kalanki bus counter moved her ticket to the 10th night bus, which she caught", 'multi'),
]


if __name__ == '__main__':
    msgs, markers = build(SESSIONS, PEOPLE, tz_hours=5.75, seed=20260914)
    write_all(HERE, msgs, markers, DECISIONS, NON_DECISIONS, TODOS, NON_TODOS, QUESTIONS)
