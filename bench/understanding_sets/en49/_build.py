#!/usr/bin/env python3
"""English chat of five winter swimmers in Oulu, Finland (the "Hietasaari Dippers", made up):
an international group setting up their own ice-swimming spot for the winter with a rented
sauna trailer on the shore by a small jetty. 2026-10-26 .. 2026-11-29, +02:00 (EET; daylight
saving ended on 25 October).

Run `python3 _build.py` (from anywhere) to regenerate chat.jsonl and the label
files in this folder. Line format: see ../_chatgen.py.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from _chatgen import build, write_all  # noqa: E402

PEOPLE = {
    'Aino': (6483017259, False),     # Finnish, 44, physiotherapist; the city, her uncle's firewood; terse
    'Rafael': (5390726814, False),   # Brazilian, 33, postdoc; the trailer rental, posters; emoji, typos
    'Mei': (7152098346, False),      # Taiwanese, 29, PhD student; the kitty, spreadsheets; lowercase
    'Tom': (6027485193, False),      # Irish, 51, engineer; ladder, bubbler, thermometer; jokes
    'Katja': (5816304927, False),    # German, 38, teacher; safety kit, rules; full sentences
    'Codex': (7720649318, True),     # bot; terse
    'Claudie': (7695183402, True),   # bot; polite
}

SESSIONS = [
("2026-10-26 19:40", r"""
Aino: ok here is the group. no more 40 messages in my private chat :D
Rafael: hahaha sorry Aino 🙏
Tom: grand. the Hietasaari Dippers are officially a thing
Katja: Good evening everyone. Nice to have it in one place.
Mei: hi hi
Aino: Rafael added two bots too. @Codex @Claudie say hello
Codex: Hello. Mention me to use.
Claudie: Hello everyone! Happy to help whenever you need me 😊
Tom: the bots are more polite than the lot of us already
#trailer_info Rafael: so!! I called the sauna trailer people in Kempele today. Kärrysauna. they have one free for the whole season nov-march\nwood stove, fits 6, changing room in the front part
Rafael: [photo]
#trailer_price Rafael: 290 € per month, they deliver and pick up for free inside Oulu
Katja: 290 is less than I expected.
Mei: split by 5 that's 58 each a month. ok-ish
#d1_p Aino: we take it. the jetty is useless without a sauna in january
#d1_a1 Tom: yep, take it
#d1_a2 Katja: Agreed.
#d1_a3 Mei: ok from me 👍
#t2 Rafael: yesss I'll call them back tomorrow and book it 🔥
#nt_drive Rafael: I can also drive to Kempele and tow it if it's cheaper?
#nt_drive_no >nt_drive Aino: they deliver free. and you have a Corolla
Rafael: hahaha true
#t1 Aino: I will send the application to the city this week, for parking it by the jetty. they need a map and dates
Tom: legend
"""),
("2026-10-26 21:15", r"""
#d2_p Rafael: when do we open?? first dip Saturday 7 Nov at 3pm?
#d2_a1 Tom: 7th suits me
#d2_a2 Katja: The 7th at 15:00 is fine for me.
#d2_a3 Mei: yes
#d2_a4 Aino: ok 7th. if the city is fast
Rafael: 🥶🥶🥶
"""),
("2026-10-27 12:30", r"""
#t2_done Rafael: trailer booked!! from 1 Nov to 31 March. they want the first month up front, I paid it, Mei can you pay me back from the kitty later
Rafael: [photo]
#t3 Mei: oh right. i'll set up the kitty tonight, mobilepay box + a sheet so we see everything
Aino: kiitos
"""),
("2026-10-27 20:50", r"""
#t3_done Mei: kitty is up. mobilepay box "Dippers" and the sheet link is pinned 📌
#fee_total Mei: so money. trailer 5 months x 290 = 1450, wood maybe 200, bubbler ~200, rope/first aid ~60. ~1900 total, so about 380 each for the season
#d7_p Tom: simplest is everyone pays their 380 now and we forget about it
#d7_obj >d7_p Mei: 380 in one go is a lot for me tbh. grant pays on the 25th and i'm a student
#d7_ans Katja: Then let's do 80 a month from November to March, it comes to the same. And Mei, the student union refunds part of a sports club fee, up to 35 € per term, if you send them the receipt. I did it when I was at the uni.
#d7_a1 Mei: oh really? ok then, 80 a month works
#d7_a2 Tom: grand, 80 a month so
#d7_a3 Aino: ok for me
#d7_a4 Rafael: 👍 paying now
#nt_due Mei: pls pay november's 80 by friday so i can send Rafael his 290 back
"""),
("2026-10-28 18:05", r"""
#d8_p Katja: Before we start, one rule I would really like: nobody goes into the water alone. Always a second person on the jetty with the throw rope.
#d8_obj >d8_p Tom: ah now. I go in at half six every morning before work, there's never anyone around at that hour
#d8_ans Aino: I'm there 6.30 most days before my shift. text me and we go together
#d8_a1 Tom: ok fair enough, if Aino's there I'll stick to it
#d8_a2 Mei: yes please, rule makes sense
#d8_a3 Rafael: 100%
#d8_a4 Aino: no alone swimming. ever.
#t11_q Katja: @Claudie could you write the rules as a short list, in English and Finnish, so we can hang it in the trailer?
#t11_ack Claudie: Of course! I'll draft it now.
#t11_done Claudie: Here is a draft:\n1. Never swim alone: one person stays on the jetty with the throw rope.\n2. Go in slowly, no jumping or diving.\n3. Max 1-2 minutes in the water at first.\n4. No alcohol before swimming.\n5. Warm up in the sauna afterwards, not before a second dip if you feel dizzy.\n\n1. Älä ui yksin: yksi henkilö jää laiturille heittoköyden kanssa.\n2. Mene veteen rauhallisesti, ei hyppyjä.\n3. Aluksi korkeintaan 1-2 minuuttia vedessä.\n4. Ei alkoholia ennen uintia.\n5. Lämmittele saunassa uinnin jälkeen.
#nt_bot_pack Claudie: Would you also like a packing list for swim nights (towels, hat, neoprene socks...)?
Aino: finnish is ok. "älä ui yksin" good
Katja: Perfect, thank you. I will print and laminate it.
#t12 Katja: I will print and laminate it before the opening and put it on the trailer door.
#t5 Katja: And I will buy a throw rope, foil blankets and a first aid kit this week at Motonet.
Tom: you're a star Katja
"""),
("2026-10-29 17:45", r"""
#d12_p Aino: firewood. my uncle Pekka in Kiiminki sells dry birch, 65 € a cubic metre and he brings it. 3 m3 should last till feb
Rafael: birch smell 😍
#d12_a1 Tom: 65 is a good price, go for it
#d12_a2 Katja: Yes, three cubic metres sounds right.
#d12_a3 Mei: ok, it's in the budget
#t7 Aino: I will call him tomorrow. he can bring it when the trailer is there
#nd_cut_q Rafael: question: when the sea freezes do we cut the hole ourselves?? with what, a chainsaw???
#nd_cut_r >nd_cut_q Aino: ice saw. but with a bubbler you don't need to, it keeps the hole open
Rafael: ohhh that's what the bubbler thing is
"""),
("2026-10-30 13:10", r"""
#d9_info Tom: found a bubbler on Tori. Kasco 1/2 hp, two seasons old, guy in Kempele wants 180
Tom: [photo]
Mei: new ones are like 600 so 180 is good
#d9_p Tom: shall I grab it?
#d9_a1 Aino: yes. the hole freezes in one night without it
#d9_a2 Katja: Yes, take it.
#d9_a3 Rafael: yes!!
#t6 Tom: sound, I'll pick it up from him next Thursday evening
#nt_paid_wood Tom: sent my 80 to the box just now btw
Mei: thx. everyone's in, Rafael paid 160 by accident lol so he's done for dec too
Rafael: I am ahead of my time 😎
"""),
("2026-10-31 17:30", r"""
Rafael: FIRST SNOW!!!
Rafael: [photo]
Mei: it's october 31 what is this country
Aino: this is nothing. wait
Tom: kids out trick or treating in snowsuits, only in Finland
Katja: In Germany it would already be chaos on the roads.
"""),
("2026-11-01 11:20", r"""
#t4 Tom: building a proper ladder for the jetty today, the old one is rotten. galvanised, three steps into the water
Tom: [photo]
Katja: Please make the steps wide, with gloves on it's difficult.
Tom: will do
#nd_build Tom: tbh next summer we could build our own sauna on the shore and stop paying rent
Katja: Let's survive this winter first.
#nd_build_no Aino: building on city land, no way. forget it
Tom: fair
"""),
("2026-11-02 09:05", r"""
#chg1_reason Rafael: bad news 😩 Kärrysauna called, the trailer has a broken axle, the part comes from Tampere. they can't deliver before 13 Nov
Tom: ah for feck's sake
#chg1_city Aino: also the city hasn't answered yet
#d3_p Rafael: so opening Sunday 15th? 2pm, still light
#d3_a1 Aino: 15th ok
#d3_a2 Katja: Fine, the 15th.
#d3_a3 Mei: sunday works
#d3_a4 Tom: 15th it is
Mei: @Codex remind me what everyone still owes?
#nt_bot_remind Codex: Owed: none. Rafael +80 (prepaid Dec). Can set a reminder for the December payment. Reply "yes".
Mei: nah i'll just nag people myself
"""),
("2026-11-03 20:30", r"""
#d5_p Katja: After the opening, shall we have one fixed sauna night a week? Wednesdays 18-21?
#d5_a1 Rafael: wednesday yes!!
#d5_a2 Tom: wednesdays grand
#d5_a3 Mei: ok
#d5_a4 Aino: wednesday fine. I light it at 5.30
#nd_cal Rafael: @Codex how could we organise who uses the sauna other days
#nd_cal_bot Codex: Option: shared Google Calendar, 2h slots, one booking per person per day.
Aino: we are five people. we just write here
#nd_joke_ash Tom: and whoever misses a wednesday empties the ash bucket for a month
Rafael: hahaha I will never miss one then
"""),
("2026-11-05 08:40", r"""
#t6_hand Tom: lads, bad timing, work is sending me to Espoo Thu to Sun. can't get the bubbler tonight. anyone able to go to Kempele?
#t6_hand_ok >t6_hand Katja: I can go on Saturday morning, I have the car. Send me his number.
Tom: you're a lifesaver, sending now
Tom: he's called Jari, he knows someone is coming
Mei: katja the hero again
"""),
("2026-11-07 12:15", r"""
#t6_done Katja: I have the bubbler in my car. Jari showed me how it works, it hums nicely. 180 paid from the kitty.
Katja: [photo]
Tom: deadly, thanks a million
Rafael: it looks like a small submarine 😂
#d11_p Rafael: also!! Uimakauppa has 15% off neoprene socks and gloves if we order 5+ pairs. group order?
#d11_a1 Mei: yes my toes died last winter
#d11_a2 Aino: ok
#d11_a3 Katja: Yes, I need gloves.
#d11_a4 Tom: in, size 45 feet, hands like shovels
#t9 Mei: i'll collect sizes in the sheet, tab 2, and order on monday
#nd_joke_rule Rafael: brazilian rule: nobody goes in if the water is under 25 degrees
Aino: then you go in may 2031
"""),
("2026-11-08 12:05", r"""
Aino: hyvää isänpäivää Tom 😄 father's day
Tom: cheers, got socks. not neoprene unfortunately
Rafael: hahaha
Mei: 😂
"""),
("2026-11-09 19:10", r"""
#d10_p Mei: idea: christmas open sauna for the neighbours? sunday 13 dec, glögi and piparkakut, people can try a dip with us
#d10_a1 Aino: nice. the people in the blue houses ask about us all the time
#d10_a2 Rafael: YES 🎄
#d10_a3 Tom: love it
#d10_a4 Katja: Good idea. Two of us would have to do nothing but watch the ladder, but I'm in.
#t8 Rafael: I'll make a poster and put it in the shop and the laundry room by next weekend
#nd_bot_name_q Rafael: @Claudie any ideas for the poster?
#nd_bot_name Claudie: How about a short, friendly headline like "Try a winter dip with your neighbours!" It could also help to create an Instagram account for the Hietasaari Dippers so people can follow you.
Tom: instagram, god help us
Aino: no instagram
"""),
("2026-11-10 18:50", r"""
#d6_why Katja: Small problem: from next week I have choir on Wednesdays, 18:00-20:30. I would miss all the sauna nights.
Rafael: nooo
Mei: thursday is actually better for me, no seminar
#d6_p Aino: thursdays then. I light the stove at 6, warm by 7
#d6_a1 Katja: Thank you, that works for me.
#d6_a2 Tom: thursday suits me too
#d6_a3 Rafael: thursday!!
#d6_a4 Mei: 👍
#t10_q Aino: @Codex make a list who lights the stove each thursday, 19 nov to 17 dec. order aino, tom, katja, rafael, mei
#t10_ack Codex: On it.
#t10_done Codex: Stove duty (Thu 18:00)\n19 Nov Aino\n26 Nov Tom\n3 Dec Katja\n10 Dec Rafael\n17 Dec Mei
Tom: 19th is before we open though
Aino: sauna works from the 13th. we can test it
"""),
("2026-11-11 16:30", r"""
#chg2_reason Aino: city answered. the permit is decided at the technical board meeting on 17 Nov. not before. so no trailer on the shore on the 15th
Tom: bureaucracy is the real cold water
#d4_p Aino: so opening saturday 21st, 16.00. it's dark but the jetty has the street light
#d4_obj >d4_p Rafael: ahh the 21st I am at a conference in Helsinki until saturday 😭 my train is back at 15:20
#d4_ans Aino: the station is 10 minutes from the jetty. you will be in the water by four
#d4_a1 Rafael: ok ok then I'm in!! 21st 🙌
#d4_a2 Katja: The 21st at 16:00 is fine.
#d4_a3 Mei: ok
#d4_a4 Tom: 21st so
#nd_moon Rafael: btw full moon is 24 nov. midnight dip???
#nd_moon_no >nd_moon Katja: At midnight in the dark? Not with our rule and no lamp. Maybe when we have lights.
Rafael: fair 😅
"""),
("2026-11-13 14:20", r"""
#trailer_here Rafael: TRAILER IS HERE. parked at Aino's until the permit
Rafael: [photo]
Aino: he backed it into my driveway in one go. respect
#nt_reeds Tom: back from Espoo. cleared the reeds round the jetty this morning with a rake, the ladder goes in clean now
Katja: Great.
#nd_hyp Mei: if the city says no, what do we do with a trailer we pay 290 a month for lol
#nd_hyp_r >nd_hyp Katja: Then we could park it in my school's yard by the river, I think the caretaker would agree. But let's wait.
Aino: they will say yes. the guy was positive
"""),
("2026-11-14 10:10", r"""
#t4_done Tom: ladder's on. bolted to the jetty, three steps down, wide ones for Katja's gloves
Tom: [photo]
Katja: It looks very solid.
#t5_done Katja: And I bought the throw rope (20 m), six foil blankets and a first aid kit. They are in the blue box in the trailer.
Mei: receipt pls for the sheet
Katja: [photo]
#nt_scream Tom: if I scream going in on saturday, the first round is on me
Rafael: recording it 📹
"""),
("2026-11-16 09:30", r"""
#chg_socks Mei: bad news on socks. uimakauppa emailed: most sizes sold out until january, only S gloves left
Rafael: noooo
#d11_drop_p Mei: so let's forget the group order, everyone just gets their own somewhere
#d11_drop_a1 Aino: ok. Motonet has them
#d11_drop_a2 Tom: fair enough
#d11_drop_a3 Katja: Yes, no point waiting until January.
#t9_drop Mei: i'll delete tab 2 then
"""),
("2026-11-17 15:45", r"""
#t1_done Aino: PERMIT. we can park the trailer by the jetty 20 nov to 31 march
Aino: [photo]
Rafael: YESSSS
Tom: get in
#permit_cond Aino: one condition: no public events without liability insurance. I asked the insurance company, 240 € for one event
Mei: 240 for glögi night 😬
Katja: That is almost the cost of the trailer for a month.
#d10_drop_p Aino: then no christmas open sauna. not worth it
#d10_drop_a1 Mei: yeah agree, sad but ok
#d10_drop_a2 Tom: ah well
#d10_drop_a3 Katja: Agreed.
#t8_drop Rafael: ok I'll stop the poster. it was half done 🥲
Rafael: [photo]
Tom: the reindeer in a swimsuit is class, save it for next year
#nd_members Mei: btw two girls from my lab want to join. can we take new people?
#nd_members_no >nd_members Aino: after christmas. let's see first how full the sauna is with 5
Mei: ok i'll tell them january
"""),
("2026-11-19 17:20", r"""
#t7_done Aino: Pekka brought the wood. 3 m3, stacked behind my garage, we move some to the trailer friday. 195 € paid from the kitty
Aino: [photo]
Tom: beautiful wood
#nt_wood_paid Mei: sheet updated, 195 out
Rafael: first sauna test tonight at Aino's driveway?? 😂
Aino: yes actually. 7.00. my neighbours will think we are crazy
"""),
("2026-11-19 21:40", r"""
Rafael: ok that sauna is 🔥🔥🔥
Katja: Very good heat. The stove works well.
Tom: 85 degrees on the thermometer and Aino still threw more water on
Aino: it was only 85
Mei: i can still feel my ears
"""),
("2026-11-20 13:00", r"""
Aino: trailer moved to the shore. the Kärrysauna guy did it, 10 min
Aino: [photo]
#t12_done Katja: The rules are laminated and on the trailer door, next to the thermometer hook.
Katja: [photo]
#t13 Tom: I'll hang a water thermometer on a chain by the ladder tomorrow before we start
#nt_towels Aino: bring your own towels and slippers tomorrow. nobody borrow mine again
Rafael: who did that 👀
Tom: no comment
#nt_champs Rafael: one day I want to do the winter swimming championships. 25 m in ice water!!
Aino: first do 1 minute tomorrow
"""),
("2026-11-21 15:02", r"""
#t13_done Tom: thermometer's on a chain at the ladder. water 3.8
Tom: [photo]
Katja: I'm here, lighting the stove with Aino.
+15m Rafael: train on time!! grabbing a city bike at the station 🚲
+65m Aino: [photo]
Mei: [photo]
Rafael: I DID IT 🥶🥶🥶 I AM ALIVE
Tom: that scream was heard in Sweden
Katja: Everyone went in, everyone came out. Good first day.
Mei: 1 minute 20 sec!!! new record for me
Tom: right, first round's on me, fair's fair
"""),
("2026-11-23 19:05", r"""
#lamp_why Katja: It is dark already at 15:00 now. The street light does not reach the ladder, I almost missed the last step on Saturday.
#t14 Aino: I'll ask the city if they can put a lamp by the jetty. same guy as the permit
Tom: a head torch would do in the meantime
#t15 Mei: and i'll send our receipts to the student union for the refund, katja which office?
Katja: Sports services, on the first floor of the Saalasti hall. They want the receipt and your student card.
#nd_hyp2 Rafael: if the sea doesn't freeze before christmas we are just people swimming in november like weirdos
Aino: we are that already
"""),
("2026-11-26 20:30", r"""
Tom: first official thursday, stove lit at 6 like the list says
Tom: [photo]
Rafael: omw!!
Katja: I'm coming after work, 19:15.
Mei: water 2.9 today brr
#nt_firstaid Katja: We should do a small first-aid refresher together sometime in winter. I'll look into it at some point.
Aino: good idea
"""),
("2026-11-28 11:10", r"""
#bubbler_on Tom: bubbler is in and plugged in at the trailer, the first ice is forming at the edges but the hole stays open
Tom: [photo]
Katja: Perfect timing.
#t14_re Aino: city guy is on holiday until 7 dec. I'll ask him about the lamp when he's back
#t15_re >t15 Mei: haven't sent the refund thing yet, saalasti office only open tue/thu mornings 🙃 next week
Rafael: bring your head torches everyone 🔦
"""),
("2026-11-29 16:20", r"""
Rafael: sunday dip report: water 1.9, air -6, snow!!! ❄️
Rafael: [photo]
Tom: Rafael in a woolly hat and nothing else, what a sight
Katja: The sauna was ready at 15:00, thanks Aino.
Aino: kiitos everyone. good first month
Mei: 🥶❤️
"""),
]

DECISIONS = [
    dict(id='d1', text='Rent the Kärrysauna trailer (wood stove, 6 people) for the season Nov-Mar at 290 €/month',
         stated=['d1_p', 'd1_a1', 'd1_a2', 'd1_a3', 't2'],
         agreed_by=['Aino', 'Tom', 'Katja', 'Mei', 'Rafael'], status='current'),
    dict(id='d2', text='Season opening / first dip: Saturday 7 November, 15:00',
         stated=['d2_p', 'd2_a1', 'd2_a2', 'd2_a3', 'd2_a4'],
         agreed_by=['Rafael', 'Tom', 'Katja', 'Mei', 'Aino'], status='superseded', superseded_by='d3',
         changed_at=['d3_p', 'd3_a1']),
    dict(id='d3', text='Season opening: Sunday 15 November, 14:00',
         stated=['d3_p', 'd3_a1', 'd3_a2', 'd3_a3', 'd3_a4'],
         agreed_by=['Rafael', 'Aino', 'Katja', 'Mei', 'Tom'], status='superseded', superseded_by='d4',
         changed_at=['d4_p', 'd4_a1']),
    dict(id='d4', text='Season opening: Saturday 21 November, 16:00 (Rafael comes straight from his 15:20 train)',
         stated=['d4_p', 'd4_ans', 'd4_a1', 'd4_a2', 'd4_a3', 'd4_a4'],
         agreed_by=['Aino', 'Tom', 'Rafael', 'Katja', 'Mei'], objected_by=['Rafael'], status='current'),
    dict(id='d5', text='Weekly sauna night on Wednesdays, 18-21',
         stated=['d5_p', 'd5_a1', 'd5_a2', 'd5_a3', 'd5_a4'],
         agreed_by=['Katja', 'Rafael', 'Tom', 'Mei', 'Aino'], status='superseded', superseded_by='d6',
         changed_at=['d6_p', 'd6_a1']),
    dict(id='d6', text='Weekly sauna night on Thursdays, stove lit at 18:00, warm by 19:00',
         stated=['d6_p', 'd6_a1', 'd6_a2', 'd6_a3', 'd6_a4'],
         agreed_by=['Aino', 'Katja', 'Tom', 'Rafael', 'Mei'], status='current'),
    dict(id='d7', text='Everyone pays 80 € a month into the kitty, November to March, instead of 380 € at once; Mei claims the student-union refund',
         stated=['d7_p', 'd7_ans', 'd7_a1', 'd7_a2', 'd7_a3', 'd7_a4'],
         agreed_by=['Tom', 'Katja', 'Mei', 'Aino', 'Rafael'], objected_by=['Mei'], status='current'),
    dict(id='d8', text='Nobody swims alone: a second person always stays on the jetty with the throw rope',
         stated=['d8_p', 'd8_ans', 'd8_a1', 'd8_a2', 'd8_a3', 'd8_a4'],
         agreed_by=['Katja', 'Aino', 'Tom', 'Mei', 'Rafael'], objected_by=['Tom'], status='current'),
    dict(id='d9', text='Buy the second-hand Kasco bubbler from Tori for 180 €',
         stated=['d9_p', 'd9_a1', 'd9_a2', 'd9_a3'],
         agreed_by=['Tom', 'Aino', 'Katja', 'Rafael'], status='current'),
    dict(id='d10', text="Christmas open sauna for the neighbours on Sunday 13 December with glögi",
         stated=['d10_p', 'd10_a1', 'd10_a2', 'd10_a3', 'd10_a4'],
         agreed_by=['Mei', 'Aino', 'Rafael', 'Tom', 'Katja'], status='dropped',
         changed_at=['d10_drop_p', 'd10_drop_a1', 'd10_drop_a2', 'd10_drop_a3']),
    dict(id='d11', text='Group order of neoprene socks and gloves from Uimakauppa (15% off for 5+ pairs)',
         stated=['d11_p', 'd11_a1', 'd11_a2', 'd11_a3', 'd11_a4'],
         agreed_by=['Rafael', 'Mei', 'Aino', 'Katja', 'Tom'], status='dropped',
         changed_at=['d11_drop_p', 'd11_drop_a1', 'd11_drop_a2', 'd11_drop_a3']),
    dict(id='d12', text="Firewood: 3 m3 of dry birch from Aino's uncle Pekka at 65 €/m3, delivered",
         stated=['d12_p', 'd12_a1', 'd12_a2', 'd12_a3'],
         agreed_by=['Aino', 'Tom', 'Katja', 'Mei'], status='current'),
]

NON_DECISIONS = [
    (['nd_cut_q', 'nd_cut_r'], 'question'),                  # cut the hole ourselves?
    (['nd_build', 'nd_build_no'], 'proposal not taken up'),  # build our own sauna
    (['nd_cal_bot'], 'bot suggestion ignored'),              # Codex: shared calendar
    (['nd_joke_rule'], 'joke'),                              # nobody in under 25 degrees
    (['nd_bot_name'], 'bot suggestion ignored'),             # Claudie: Instagram account
    (['nd_moon', 'nd_moon_no'], 'proposal not taken up'),    # full-moon midnight dip
    (['nd_hyp', 'nd_hyp_r'], 'hypothetical'),                # if the city says no
    (['nd_members', 'nd_members_no'], 'proposal not taken up'),  # new members -> after Christmas
    (['nd_hyp2'], 'hypothetical'),                           # if the sea doesn't freeze
    (['nd_joke_ash'], 'joke'),                               # miss a night, empty the ash bucket
]

TODOS = [
    dict(id='t1', owner='Aino', task='Apply to the city for a permit to park the trailer by the jetty',
         taken=['t1'], due='2026-11-01', status='done', closed_by=['t1_done']),
    dict(id='t2', owner='Rafael', task='Call Kärrysauna back and book the trailer',
         taken=['t2'], due='2026-10-27', status='done', closed_by=['t2_done']),
    dict(id='t3', owner='Mei', task='Set up the kitty (MobilePay box) and the shared sheet',
         taken=['t3'], due='2026-10-27', status='done', closed_by=['t3_done']),
    dict(id='t4', owner='Tom', task='Build a new galvanised ladder for the jetty',
         taken=['t4'], due='2026-11-01', status='done', closed_by=['t4_done']),
    dict(id='t5', owner='Katja', task='Buy a throw rope, foil blankets and a first-aid kit',
         taken=['t5'], due='2026-11-01', status='done', closed_by=['t5_done']),
    dict(id='t6', owner='Tom', task='Pick up the bubbler from Jari in Kempele',
         taken=['t6', 't6_hand_ok'], due='2026-11-05', status='done', closed_by=['t6_done'], handed_to='Katja'),
    dict(id='t7', owner='Aino', task='Call uncle Pekka and order the firewood',
         taken=['t7'], due='2026-10-30', status='done', closed_by=['t7_done']),
    dict(id='t8', owner='Rafael', task='Make a poster for the Christmas open sauna and put it up',
         taken=['t8'], due='2026-11-15', status='dropped', closed_by=['t8_drop']),
    dict(id='t9', owner='Mei', task='Collect neoprene sizes in the sheet and place the order',
         taken=['t9'], due='2026-11-09', status='dropped', closed_by=['t9_drop']),
    dict(id='t10', owner='Codex', task='List who lights the stove each Thursday, 19 Nov - 17 Dec',
         taken=['t10_ack'], status='done', closed_by=['t10_done']),
    dict(id='t11', owner='Claudie', task='Write the safety rules in English and Finnish',
         taken=['t11_ack'], status='done', closed_by=['t11_done']),
    dict(id='t12', owner='Katja', task='Print and laminate the rules and put them on the trailer door',
         taken=['t12'], due='2026-11-07', status='done', closed_by=['t12_done']),
    dict(id='t13', owner='Tom', task='Hang a water thermometer on a chain by the ladder',
         taken=['t13'], due='2026-11-21', status='done', closed_by=['t13_done']),
    dict(id='t14', owner='Aino', task='Ask the city for a lamp by the jetty',
         taken=['t14', 't14_re'], status='open'),
    dict(id='t15', owner='Mei', task='Send the receipts to the student union for the fee refund',
         taken=['t15', 't15_re'], status='open'),
]

NON_TODOS = [
    (['nt_drive', 'nt_drive_no'], 'offer declined'),          # tow the trailer myself
    (['nt_due'], 'instruction to others'),                    # pay by Friday
    (['nt_bot_pack'], 'bot offer not taken up'),              # Claudie: packing list
    (['nt_paid_wood'], 'already done'),                       # everyone paid
    (['nt_bot_remind'], 'bot offer not taken up'),            # Codex: reminders
    (['nt_reeds'], 'already done'),                           # cleared the reeds
    (['nt_wood_paid'], 'already done'),                       # sheet updated
    (['nt_towels'], 'instruction to others'),                 # bring your own towels
    (['nt_champs'], 'vague wish'),                            # championships one day
    (['nt_firstaid'], 'vague promise'),                       # first-aid refresher sometime
    (['bubbler_on'], 'already done'),                         # bubbler plugged in
    (['nt_scream'], 'banter promise'),                        # first round on me if I scream
]

QUESTIONS = [
    # ---- changed
    ('When did the season actually open in the end?',
     ['d4_p', 'd4_a1', 'd4_a2'],
     'Saturday 21 November at 16:00 (planned for 7 Nov, then 15 Nov, then moved a second time)', 'changed'),
    ('What date was first picked for the opening swim?',
     ['d2_p', 'd2_a4'], 'Saturday 7 November at 15:00', 'changed'),
    ('Why did the first opening date fall through?',
     ['chg1_reason', 'chg1_city', 'd3_p'],
     'The trailer had a broken axle and could not be delivered before 13 Nov (and the city had not answered yet), so it went to Sunday 15 Nov', 'changed'),
    ('What stopped them opening on the 15th?',
     ['chg2_reason', 'd4_p'],
     'The permit would only be decided at the city board meeting on 17 Nov, so the trailer could not be on the shore yet; opening moved to 21 Nov', 'changed'),
    ('Which weeknight is the regular sauna evening now?',
     ['d6_p', 'd6_a1', 't10_done'],
     'Thursday: stove lit at 18:00, warm by 19:00 (it was Wednesday 18-21 at first)', 'changed'),
    ('Why did Wednesday stop working for the weekly sauna?',
     ['d6_why', 'd5_p'], "Katja has choir on Wednesdays 18:00-20:30 from mid-November", 'changed'),
    ('Is the neighbours\' Christmas sauna evening still on?',
     ['d10_p', 'permit_cond', 'd10_drop_p'],
     'No. The permit forbids public events without liability insurance, which would cost 240 € for one evening, so it was dropped', 'changed'),
    ('What came of the plan to buy neoprene gear together?',
     ['d11_p', 'chg_socks', 'd11_drop_p'],
     'Dropped: the shop sold out of most sizes until January, so everyone buys their own (e.g. at Motonet)', 'changed'),
    # ---- owner
    ('Who fetched the bubbler from the seller in the end?',
     ['t6', 't6_hand', 't6_hand_ok', 't6_done'],
     'Katja, on Saturday 7 Nov (Tom meant to, but work sent him to Espoo)', 'owner'),
    ('Who dealt with the city about the trailer spot?',
     ['t1', 't1_done'], 'Aino', 'owner'),
    ('Who drafted the list of safety rules?',
     ['t11_q', 't11_done'], 'Claudie (the bot), in English and Finnish; Katja asked for it and laminated it', 'owner'),
    ('Who made the new jetty ladder?',
     ['t4', 't4_done'], 'Tom', 'owner'),
    ('Whose turn is it to light the stove on 3 December?',
     ['t10_q', 't10_done'], 'Katja', 'owner'),
    # ---- status
    ('Did the poster for the neighbours go up?',
     ['t8', 't8_drop'], 'No. Rafael stopped it half done when the open evening was called off', 'status'),
    ('Has anyone got the city to put a light at the jetty?',
     ['t14', 't14_re'], 'Not yet. Aino will ask, but the city contact is on holiday until 7 December', 'status'),
    ('Has Mei claimed her refund from the student union?',
     ['t15', 't15_re'], 'Not yet; the office is only open Tuesday and Thursday mornings, she plans to go next week', 'status'),
    ('Has the birch been delivered?',
     ['t7', 't7_done'], "Yes, Pekka brought 3 m3 on 19 Nov, stacked behind Aino's garage; 195 € paid from the kitty", 'status'),
    ('Are the rules hanging in the trailer yet?',
     ['t12', 't12_done'], 'Yes, Katja put them up laminated on the trailer door on 20 Nov', 'status'),
    ('Did Mei send off the neoprene order?',
     ['t9', 't9_drop'], 'No, the group order was dropped and she deleted the sizes tab', 'status'),
    # ---- single
    ('What does the trailer cost to rent?',
     ['trailer_price'], '290 € a month, delivery and pick-up free inside Oulu', 'single'),
    ('What did they pay for the bubbler?',
     ['d9_info', 't6_done'], '180 € (second-hand Kasco, from Tori)', 'single'),
    ("What is Pekka's price for the wood?",
     ['d12_p'], '65 € per cubic metre, delivered', 'single'),
    ('How cold was the water on opening day?',
     ['t13_done'], '3.8 degrees', 'single'),
    ('How long is the throw rope Katja bought?',
     ['t5_done'], '20 metres', 'single'),
    ('What would insuring the open evening have cost?',
     ['permit_cond'], '240 € for the one event', 'single'),
    # ---- temporal
    ('For which dates does the permit let the trailer stand on the shore?',
     ['t1_done'], 'From 20 November to 31 March', 'temporal'),
    ('When was the trailer delivered?',
     ['trailer_here'], "13 November (parked in Aino's driveway until the permit came)", 'temporal'),
    ("What time was Rafael's train getting back on opening day?",
     ['d4_obj'], '15:20', 'temporal'),
    ('When did the bubbler start running in the sea?',
     ['bubbler_on'], 'Saturday 28 November', 'temporal'),
    # ---- multi
    ('How is everyone paying their share, and what was done about Mei being a student?',
     ['d7_p', 'd7_obj', 'd7_ans', 'd7_a1'],
     'Instead of about 380 € at once, everyone pays 80 € a month November-March; Mei objected to the lump sum, and Katja pointed her to the student-union refund (up to 35 € a term)', 'multi'),
    ("What was Tom's problem with the no-solo rule and how was it settled?",
     ['d8_obj', 'd8_ans', 'd8_a1'],
     'He swims alone at 6:30 every morning; Aino is there at 6:30 most days, so he texts her and they go together, and he accepted the rule', 'multi'),
    ('How much went out of the kitty for the bubbler and the firewood combined?',
     ['t6_done', 't7_done'], '375 € (180 € bubbler + 195 € wood)', 'multi'),
    ('Why is a lamp needed at the jetty and where does that stand?',
     ['lamp_why', 't14', 't14_re'],
     'It is dark by 15:00 and the street light does not reach the ladder (Katja nearly missed the last step); Aino will ask the city, whose contact is away until 7 Dec', 'multi'),
]


if __name__ == '__main__':
    msgs, markers = build(SESSIONS, PEOPLE, tz_hours=2, seed=20261026)
    write_all(HERE, msgs, markers, DECISIONS, NON_DECISIONS, TODOS, NON_TODOS, QUESTIONS)
