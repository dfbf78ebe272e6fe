#!/usr/bin/env python3
"""English (Kenyan) community library volunteers' chat, Nairobi (Tumaini Community
Library, Kangemi): a book drive, a children's reading week, a donated laptops corner,
a fundraiser for new shelves, opening hours. 2026-02-02 .. 2026-03-08, +03:00.

Run `python3 _build.py` (from anywhere) to regenerate chat.jsonl and the label
files in this folder. Line format: see ../_chatgen.py.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from _chatgen import build, write_all  # noqa: E402

PEOPLE = {
    'Wanjiru': (6240918375, False),  # coordinator; retired primary teacher; full sentences, "dear"
    'Otieno': (5378120946, False),   # treasurer; bank clerk; the till, receipts, the car; "Sawa.", numbers
    'Achieng': (7092436581, False),  # children's corner; ECD teacher at Mlimani Junior Academy; emoji
    'Kip': (4819305762, False),      # IT; the laptops; lowercase, sheng, jokes, forgets the light
    'Fatuma': (6653071849, False),   # university student; posters, social media, the book sorting
    'Codex': (7728140396, True),     # bot: terse, numbers
    'Claudie': (7861593024, True),   # bot: polite
}

SESSIONS = [
("2026-02-02 19:30", r"""
Wanjiru: Good evening team 🙏 Welcome back from the holidays. A quick plan for this term before we all get busy.
Wanjiru: 1) a book drive 2) the children's reading week at half term 3) the laptops from Tujenge Tech 4) a fundraiser for new shelves. The old ones are sagging badly.
Fatuma: yesss finally the laptops!!
Kip: manze i've been waiting for this since november
Achieng: Good evening! 😊 Reading week is my baby, count me in
Otieno: Evening all. What is the fundraising target?
#shelf_quote Wanjiru: The carpenter quoted 85,000 for six shelves.
Otieno: Noted.
#d8_p Wanjiru: Book drive first. I propose Saturday the 14th as drop-off day here at the library, 9 to 3. Plus collection boxes at Good Hope Fellowship and Mlimani Junior Academy from next week.
#d8_a1 Achieng: Mlimani is my school, the head teacher will say yes 100%
#d8_a2 Otieno: Sawa, the 14th works for me
#d8_a3 Kip: 👍🏾
#d8_ok Wanjiru: Good. Drop-off day on Saturday the 14th, and the two boxes.
#t2_taken Fatuma: I'll do the poster and push it on the estate whatsapp groups + our FB page. by wednesday
#t3_taken Wanjiru: I will speak to Pastor Mutua after the service on Sunday about the box.
#d9_p Otieno: One thing. Last time we got sacks of 2009 textbooks that nobody can use. Let's say no textbooks older than 2017, and nothing torn or mouldy.
#d9_obj >d9_p Achieng: Hmm but some old storybooks are gold. My class still reads a 1990s Anansi collection with no cover 🥲 old doesn't mean useless
#d9_comp Wanjiru: Fair point. So the 2017 cut-off is for textbooks only. Old storybooks and novels are welcome if they are clean.
#d9_a1 Achieng: That I can live with 😊
#d9_a2 Otieno: Agreed. Pre-2017 textbooks go straight back to the owner.
#d9_a3 Fatuma: ok noted for the poster
#d1_p Fatuma: for the fundraiser what about a fun run?? "Read & Run 5K" around Kangemi, 500 bob entry, kids free. saturday 14th march
#d1_a1 Kip: fun run sounds good, people here will come for anything with a medal
#nt_sandals Kip: if we hit 50k i'll run the whole thing in sandals 😂
#d1_a2 Achieng: Yes! Parents can run with their kids
#nd_tshirt Fatuma: we could print tshirts too and sell them!
#nd_tshirt_r >nd_tshirt Otieno: T-shirts eat the profit. Medals from the jua kali guys at most.
#d1_a3 Wanjiru: I like it. Let us go with the fun run on the 14th of March.
#t1_taken Otieno: I'll go to the chief's office on Thursday and ask what permit we need.
"""),
("2026-02-03 12:40", r"""
Fatuma: poster draft coming. should I put my mpesa number for donations? people trust a face lol
#d12_p >t2_taken Otieno: No personal numbers please. All money goes through a till in the library's name. I'm opening a Lipa na M-Pesa till.
#d12_obj Fatuma: but doesn't that take forever? the drive is in 11 days and people want to send now
#t6_taken Otieno: It will be ready by Friday. The forms are already at the bank.
#d12_a1 Kip: trust me, personal numbers = someone's cousin "borrowing" 2k. till is cleaner
#d12_a2 Fatuma: ok ok fair. till it is, I'll leave a space on the poster
#d12_a3 Wanjiru: Yes. The till only, never personal numbers. Thank you Otieno.
Wanjiru: Also Saturdays. With only five of us, and Kip working some Saturdays, we cannot do 9 to 5 anymore.
#d4_p Wanjiru: I suggest Saturdays 9am to 1pm for now.
#d4_a1 Achieng: Fine by me
#d4_a2 Kip: works
#d4_a3 Otieno: Sawa.
#nd_sunday Fatuma: what if we opened sundays too, after church? so many kids around
#nd_sunday_r >nd_sunday Wanjiru: Who will staff it my dear? We are struggling with Saturday already.
Fatuma: true true 🙈
"""),
("2026-02-04 18:10", r"""
Fatuma: [photo]
#t2_done Fatuma: poster done & posted on 6 estate groups + the FB page 🎉 till space left blank until friday
Achieng: Beautiful!! Love the colours
Kip: who drew the book with legs 😂
Fatuma: me. respect the art
Otieno: Good work.
#t8_taken Kip: btw Tujenge Tech confirmed the 6 laptops are ready. i'll pick them up from their Westlands office on friday after work
Wanjiru: Wonderful. Please get a handover note from them.
#nd_games Kip: also thinking friday afternoons = gaming on the laptops? brings the kids in
#nd_games_r >nd_games Wanjiru: No games Kip. Those machines are for homework and learning.
Kip: ok mwalimu 😅
Achieng: 😂 mwalimu has spoken
#nt_fb Fatuma: oh and I'll put the new saturday hours on FB
#nt_fb_r >nt_fb Wanjiru: Already done last night dear, and on the gate board.
Fatuma: wow ok speed
"""),
("2026-02-04 21:40", r"""
#permit_news Wanjiru: Team, I met the assistant chief at the baraza this evening. For a road event we need 21 days' notice to the police, a county fee of 7,500 and our own marshals at every junction.
Otieno: 7,500 before we've sold a single ticket. Eish.
Kip: plus marshals = 10 volunteers we don't have
#d2_p Kip: ok wild idea: quiz night instead. Baraka Bean in Westlands runs quiz nights, they give the room free if we bring a crowd. teams of 4, 2,000 bob a team
#d2_a1 Fatuma: omg yes I love a quiz!! my campus friends will come
#d2_a2 Otieno: No permit and no fee. That works for me.
#d2_ok Wanjiru: Then let us leave the run and do the quiz. Friday 6th March at Baraka Bean, 7pm.
#d2_a3 Achieng: I'm bringing my husband, he knows every football question 😂
#t1_drop Otieno: So no need for me to go to the chief tomorrow. Good.
"""),
("2026-02-05 13:00", r"""
#t8_hand Kip: guys small problem, my boss is sending me to Nakuru thursday to saturday 😩 can someone collect the laptops instead?
#t8_hand_ok >t8_hand Otieno: I have the car. I'll collect them on Saturday morning, they're open till 12.
Kip: you're a legend. the contact is Ms Wambui at reception
Wanjiru: Thank you Otieno. Please get the handover note.
Otieno: Of course.
"""),
("2026-02-06 17:20", r"""
#t6_done Otieno: The till is live. 5081237, it shows TUMAINI COMMUNITY LIBRARY. Please test with 10 bob.
Fatuma: sent 10 ✅ name shows yes
Achieng: Done too 😊
Kip: sent 50 from nakuru lol
Fatuma: poster updated with the till and reposted
#nt_receipts Otieno: From now on, anyone who spends money on library things, send me the receipt the same week.
"""),
("2026-02-07 11:30", r"""
Otieno: [photo]
#t8_done Otieno: Collected all 6 laptops + chargers from Tujenge Tech. Signed their handover form. They're locked in the office cupboard.
Achieng: Yaaay 🎉
Kip: you're the man 🙌🏾
Wanjiru: Wonderful. We should thank them properly.
#t10_q Wanjiru: @Claudie could you draft a short thank-you letter to Tujenge Tech for the six laptops? It goes to Ms Wambui.
#t10_taken Claudie: Of course, I'll draft it now.
#t10_done Claudie: Dear Ms Wambui,\nOn behalf of Tumaini Community Library in Kangemi, thank you for the six laptops your team donated. They will become a homework and typing corner for the children of our estate, many of whom have never used a computer.\nYou are warmly invited to visit once the corner opens.\nWith gratitude,\nWanjiru, Coordinator
#nt_bot_rota Claudie: If it helps, I can also prepare a volunteer rota for the new Saturday hours.
Wanjiru: Lovely, thank you Claudie 🙏
"""),
("2026-02-08 14:10", r"""
#t3_done Wanjiru: Pastor Mutua said yes. The box is by the church entrance from today and he announced it in both services.
Achieng: 🙏🏾
Fatuma: amazing
#nd_celebrity Fatuma: for the quiz what if we get a celebrity quizmaster?? someone from TV
#nd_celebrity_r >nd_celebrity Otieno: With what money? We need every shilling for the shelves.
Fatuma: lol fair
Kip: pastor Mutua himself could be quizmaster, that man can talk for 2 hours
Wanjiru: Kip! 😄
"""),
("2026-02-09 20:00", r"""
#t4_taken Kip: back from nakuru. i'll set up the laptops this week: wipe them, kiwix offline wikipedia, typing tutor, a kids' account on each. ready by saturday
Wanjiru: Thank you. Let us agree the rules before the children arrive.
#d6_p Wanjiru: My proposal: 40-minute slots, everyone signs the book at the desk, homework and typing first, no downloads or social media, children under 10 only with an older sibling or parent. And the corner opens to the children on Tuesday the 17th.
#d6_obj >d6_p Kip: 40 min is too short manze. by the time a kid logs in and finds his file it's over. make it 1 hour
Achieng: But six laptops and maybe 30 kids on a Saturday...
#d6_comp >d6_obj Otieno: 40 minutes, and if nobody is waiting they can continue.
#d6_a1 Kip: ok that works. 40 + extension if there's no queue
#d6_a2 Achieng: Perfect 😊
#d6_a3 Fatuma: +1
#d6_ok Wanjiru: Settled then. 40 minutes, extension if no queue, sign-in book, homework and typing first, no downloads, under-10s with an older person. Opening Tuesday the 17th.
Fatuma: @Codex is there an easy way for kids to book laptop slots online?
Codex: Yes. A Google Form with slot times that feeds a sheet. About 10 minutes to set up.
#nd_bot_booking Codex: Suggestion: use online booking only and drop the paper book.
#nd_bot_booking_r Achieng: Most of our kids don't have phones though. The paper book is fine
#nd_adults Achieng: Are adults allowed on the laptops too? A few mamas asked me at pick-up
#nd_adults_r >nd_adults Wanjiru: Let's see how the children's first weeks go.
"""),
("2026-02-10 17:00", r"""
#d7_p Achieng: Reading week! Half term is 23rd to 27th Feb. I propose every afternoon 3 to 5pm, ages 5 to 12, read-alouds in Kiswahili and English, and a storyteller on the Friday
#d7_a1 Wanjiru: Yes. The social hall next door is free those afternoons, I checked.
#d7_a2 Fatuma: love!! my tuesday and thursday afternoons are free, count me in
#d7_a3 Otieno: Good. What budget for snacks?
#d7_snacks Achieng: 3,000 for juice and biscuits for the whole week?
#d7_snacks_ok Otieno: Approved.
#d7_ok Wanjiru: Reading week then, 23rd to 27th, 3 to 5 every day.
#t5_taken Achieng: I'll write the plan for each day and borrow the puppets from my school. By next Friday
#t14_taken Achieng: And I'll call Mama Wairimu the storyteller this week for Friday the 27th
Achieng: @Claudie any fun ideas for a children's reading week?
#nd_bot_costume Claudie: A few ideas:\n- a "dress as your favourite character" day\n- a reading passport stamped each afternoon\n- a quiet "read to a teddy" corner for the little ones
#nd_bot_costume_r Achieng: Costumes will stress the parents 😅 but thank you
"""),
("2026-02-11 21:00", r"""
Kip: laptop corner progress: 4/6 wiped, kiwix downloading (it's 90GB lol)
Otieno: 90GB on our wifi? 😳
Kip: on the office wifi don't worry 🤫
#t12_taken Kip: also that tube light over the corner keeps flickering. i'll bring a new tube and fix it on saturday
#d11_p Fatuma: random idea but membership cards? laminated with a photo, the kids would feel so official
#d11_a1 Achieng: Awww yes, they would love that
#d11_a2 Wanjiru: Alright, let us do cards. It also helps us see who borrowed what.
#d11_a3 Kip: i can take the photos on my phone
Fatuma: Kinyua Printers near the stage do laminated cards
"""),
("2026-02-12 19:00", r"""
Otieno: The laptops need cable locks. Someone walks in, one goes under a jacket.
#t13_taken Otieno: I'll buy six on Luthuli Avenue on Saturday morning before the drop-off.
Kip: get the ones with keys not combination, the kids will guess 0000
Otieno: Noted.
#nd_rain Achieng: What if it rains on Saturday? Do we carry everything into the hall?
#nd_rain_r Wanjiru: We'll cross that bridge. The forecast says sun.
#nt_wish Achieng: One day I want a proper kids' room with beanbags and a reading tent 🥹
Wanjiru: One day, God willing.
Otieno: Did anyone see the water bill? 1,400 this month. Someone is leaving the tap in the washroom running.
Kip: not me, i don't drink water 😂
Achieng: It's the small ones, they love playing with it 🙈 🚰
"""),
("2026-02-14 08:30", r"""
Wanjiru: Good morning! Tables out, sign up. Happy Valentine's everyone 😄
Fatuma: happy book-lentine's 📚❤️
Achieng: First car already here with 3 boxes!!
Otieno: [photo]
#t13_done Otieno: Cable locks bought, 6 of them, 650 each. Receipt in the file.
Kip: installing them now
#t4_done Kip: laptops all set up: kiwix, typing tutor, kids' accounts, and locked to the tables
#t12_re Kip: the tube light i'll do next week, the shop at the stage didn't have the long tube
Achieng: kids are already queuing for the laptops 😂
#laptop_open Wanjiru: Not today! Tuesday the 17th, remember.
Fatuma: [photo]
Fatuma: look at this pile omg
+3h Achieng: A man just brought 40 textbooks from 2006 😅 sent them back politely
+3h Wanjiru: Closing the tables now. Thank you all, what a day.
#t9_q Fatuma: @Codex can you total this log? children's 412, adult fiction 236, newer textbooks 188, duplicates 61, rejected old textbooks 95
#t9_taken Codex: On it.
#t9_done Codex: Accepted: 412 + 236 + 188 + 61 = 897 books.\nRejected: 95 (old textbooks).\nReceived in total: 992.
#nt_bot_price Codex: I can also draft a price list for the duplicates if you plan to sell them.
Otieno: 897! And the church and school boxes are still out.
"""),
("2026-02-16 19:45", r"""
#boxes Wanjiru: Collected the two boxes today. Good Hope gave us 74 books, Mlimani 58.
Achieng: My pupils brought half of those 😊
#t11_taken Fatuma: I'll sort everything into boxes this week: children's, adult, textbooks, duplicates. done by sunday
>t11_taken Kip: 1,000 books alone? 😳
Fatuma: my roommate is coming, she owes me
"""),
("2026-02-17 16:30", r"""
Kip: [photo]
#laptop_live Kip: laptop corner is LIVE. 6 kids, 6 laptops, sign-in book working
Achieng: A girl from grade 5 typed her whole composition 😭
Wanjiru: This is why we do it.
#d10_p Achieng: Idea for the end of reading week: a parade through the estate on Saturday 28th with drums and placards. "Soma Kangemi!"
#d10_a1 Fatuma: YES. I can film it for the page
#d10_a2 Wanjiru: It would be lovely publicity. Alright, let us do it.
#d10_a3 Kip: 🥁 sawa
#t7_taken Achieng: I'll paint a big banner with the older kids during reading week
Otieno: Keep the route short please. Stage to the chief's camp and back.
"""),
("2026-02-18 20:15", r"""
#t15_taken Wanjiru: On the shelves: the Ward Development Fund office accepts requests for community projects. I will write to them before the end of the month.
Otieno: Good. Attach the carpenter's quote.
#d11_quote Fatuma: passed by Kinyua printers. a laminated card with photo is 150 bob each 😬
Otieno: We have about 300 members. That is 45,000.
#d11_drop_p Otieno: That's half the shelf money. I'd rather we forget the cards for now and keep the register book.
#d11_drop_a1 Wanjiru: You're right. The register has worked for six years. No cards.
#d11_drop_a2 Fatuma: sad but yes 😔
Kip: the photos were going to be fire though
#nt_excel Kip: btw one of these days i'll teach the mamas basic excel on the laptops
"""),
("2026-02-19 18:00", r"""
#t5_done Achieng: Reading week plan is done! Day by day in the shared doc. And I have 4 puppets from school 🐒🦁🐘🦒
Wanjiru: Very thorough, thank you.
#d5_p Kip: this saturday we open 10 till 4. kids do chores in the morning and the laptop queue only starts after lunch, on drop-off day we turned away like 15 kids who came after 1
#d5_a1 Achieng: Makes sense, the mornings are empty honestly
#d5_a2 Otieno: I can take 1 to 4.
#d5_a3 Wanjiru: Alright. 10 to 4 on Saturdays.
#d5_post Wanjiru: Written on the gate board and on the FB page.
#nd_raffle Otieno: For the quiz, a raffle with a TV as first prize would pull money
#nd_raffle_r >nd_raffle Wanjiru: Raffles need a gaming licence now. Let us not go there.
"""),
("2026-02-21 14:00", r"""
#t11_done Achieng: Passed by the store room this morning. All the donated books are sorted and labelled: children's, adult, textbooks, and a duplicates box. Fatuma did a beautiful job 👏🏾
Fatuma: 🥹 thank u. my back is finished
Kip: saturday 10-4 is working nicely, 23 kids on the laptops today
>t12_re Otieno: And the light, Kip?
Kip: haven't found the tube yet 😅
"""),
("2026-02-22 19:00", r"""
#t14_done Achieng: Mama Wairimu confirmed for Friday 27th, 3pm! She only asked for transport, 500.
Otieno: Approved.
"""),
("2026-02-23 17:30", r"""
Achieng: Day 1 done!!! 41 children 😭😭
Fatuma: [photo]
Wanjiru: The hall was full. Thank you all.
Kip: one kid asked if kiwix has spiderman 😂
Achieng: The puppets were a hit, the giraffe is everyone's favourite
Otieno: My daughter came home singing the Kiswahili song. On repeat. Send help.
Fatuma: 😂😂 which one
Otieno: "Kuku na vifaranga". Twenty times before supper.
"""),
("2026-02-25 18:30", r"""
Achieng: About Saturday's parade...
#parade_reason Wanjiru: The chief's office says even a walk with drums needs police notification, and the forecast is heavy rain on Saturday.
#d10_drop_p Wanjiru: I think we should leave the parade.
#d10_drop_a1 Achieng: 😢 ok. Safety first
#d10_drop_a2 Fatuma: nooo but ok
#t7_drop Achieng: Then no banner. I'll use the paint for the kids' art table on Friday instead.
#nd_hallparade Kip: we could parade inside the hall lol, 3 laps
Fatuma: 😂😂
"""),
("2026-02-27 18:30", r"""
Achieng: Mama Wairimu had them screaming with laughter 😂
Fatuma: [photo]
Wanjiru: What a week. 186 child visits in five days.
Otieno: Snacks came to 2,850. Under budget.
Kip: first time in history something was under budget 👀
Otieno: Write it down.
#nt_puppets Achieng: And I've already taken the puppets back to school, don't worry
"""),
("2026-02-28 12:05", r"""
#cafe_news Fatuma: guys bad news. Baraka Bean just called, they double-booked the 6th with a corporate party. they offered the 13th but now want a 40k minimum spend
Otieno: 40,000 minimum. We would be fundraising for the café.
Kip: eish
#d3_p Achieng: What if we do it here? A book sale and chai morning on Saturday 7th. We have 61 duplicates and hundreds of adult novels. 100 bob a book, chai and mandazi 50
#d3_obj >d3_p Otieno: I'm not comfortable selling donated books. People gave them to be read, not for us to sell.
#d3_comp >d3_obj Achieng: Only the duplicates and the adult novels we have too many of. Every children's book stays on our shelves.
#d3_a1 Wanjiru: That is fair. And donors will see the money going into shelves for their books.
#d3_a2 Otieno: Alright. If no children's book is sold, I'm fine with it.
#d3_a3 Kip: sawa. no permit, no café, our own ground
#d3_a4 Fatuma: 50 bob chai is genius lol
#d3_ok Wanjiru: Then it is a book sale and chai morning here, Saturday 7th, 9 to 2.
#nt_sound Fatuma: I can bring my cousin's sound system!!
#nt_sound_r >nt_sound Wanjiru: No need dear, it's chai and books, not a wedding 😄
"""),
("2026-03-01 19:30", r"""
Fatuma: [photo]
Fatuma: sale poster is up on FB and the estate groups. till number on it 💪
#t12_re2 Kip: ok the light: got the 4ft tube finally. fixing it saturday morning before the sale
#nt_flasks Wanjiru: Everyone please bring a thermos flask on Saturday, we need at least five.
#nt_dance Fatuma: if we sell 200 books i'm dancing at the gate 💃
Achieng: I will hold you to that 😂
"""),
("2026-03-05 20:00", r"""
Kip: rain again manze, the stage is a river
Achieng: My shoes are finished 😩
Fatuma: matatu splashed me at the stage today, full body 😭
Kip: welcome to kangemi in march
#nt_coins Otieno: I've already got 2,000 in coins for change, from the bank today.
Wanjiru: Thank you. Pray for sun on Saturday.
"""),
("2026-03-07 08:40", r"""
Wanjiru: Gates open! A queue of 12 already 😄
Fatuma: [photo]
+2h Achieng: Mandazi finished by 10:30 😂 sending my neighbour for more
Otieno: The till is busy. Keep pushing people to the till, not cash.
Kip: sold the last two hardcover encyclopedias to a guy from Uthiru
+3h #sale_total Otieno: Final: books 18,400, chai & mandazi 6,350, till donations 21,750. Total 46,500.
Wanjiru: Praise God. That's more than half the shelves.
#sold184 Fatuma: 184 books sold!! so close to 200 lol
Achieng: still dancing 😂
#light_miss Kip: the light... ran out of time this morning 🙈
Otieno: Of course.
"""),
("2026-03-08 18:20", r"""
Wanjiru: Thank you all for a wonderful five weeks. The shelves are within reach.
#t15_re Wanjiru: The letter to the Ward Fund: I'm sorry, I have not finished it. I will send it this week with the sale figures attached.
Otieno: Good idea, the figures will help the case.
Achieng: Next up: the shelves! 🙌🏾
Fatuma: and no, 184 is not 200. no dance 😂
Kip: 😬
"""),
]

DECISIONS = [
    dict(id='d1', text='Fundraiser: a "Read & Run 5K" fun run around Kangemi on Sat 14 March, 500 KES entry, kids free',
         stated=['d1_p', 'd1_a1', 'd1_a2', 'd1_a3'],
         agreed_by=['Fatuma', 'Kip', 'Achieng', 'Wanjiru'], objected_by=[],
         status='superseded', superseded_by='d2', changed_at=['d2_p', 'd2_ok']),
    dict(id='d2', text='Fundraiser instead: a quiz night at Baraka Bean café, Westlands, Fri 6 March 7pm, teams of 4 at 2,000 KES',
         stated=['d2_p', 'd2_a1', 'd2_a2', 'd2_ok', 'd2_a3'],
         agreed_by=['Kip', 'Fatuma', 'Otieno', 'Wanjiru', 'Achieng'], objected_by=[],
         status='superseded', superseded_by='d3', changed_at=['d3_p', 'd3_ok']),
    dict(id='d3', text='Fundraiser: a book sale and chai morning at the library, Sat 7 March 9 to 2; only duplicates and surplus adult novels sold (100 KES), no children\'s book; chai and mandazi 50 KES',
         stated=['d3_p', 'd3_comp', 'd3_a1', 'd3_a2', 'd3_a3', 'd3_a4', 'd3_ok'],
         agreed_by=['Achieng', 'Wanjiru', 'Otieno', 'Kip', 'Fatuma'], objected_by=['Otieno'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d4', text='Saturday opening hours 9am to 1pm (too few volunteers for 9 to 5)',
         stated=['d4_p', 'd4_a1', 'd4_a2', 'd4_a3'],
         agreed_by=['Wanjiru', 'Achieng', 'Kip', 'Otieno'], objected_by=[],
         status='superseded', superseded_by='d5', changed_at=['d5_p', 'd5_a3']),
    dict(id='d5', text='Saturday opening hours 10am to 4pm (children come after chores, laptop queue after lunch)',
         stated=['d5_p', 'd5_a1', 'd5_a2', 'd5_a3', 'd5_post'],
         agreed_by=['Kip', 'Achieng', 'Otieno', 'Wanjiru'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d6', text='Laptop corner rules: 40-minute slots (extension if nobody waits), sign-in book, homework and typing first, no downloads or social media, under-10s with an older person; the corner opens to children on Tue 17 Feb',
         stated=['d6_p', 'd6_comp', 'd6_a1', 'd6_a2', 'd6_a3', 'd6_ok', 'laptop_open'],
         agreed_by=['Wanjiru', 'Otieno', 'Kip', 'Achieng', 'Fatuma'], objected_by=['Kip'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d7', text='Children\'s reading week 23-27 Feb, 3 to 5pm daily in the social hall, ages 5-12, read-alouds in Kiswahili and English, storyteller on Friday; 3,000 KES for snacks',
         stated=['d7_p', 'd7_a1', 'd7_a2', 'd7_a3', 'd7_snacks', 'd7_snacks_ok', 'd7_ok'],
         agreed_by=['Achieng', 'Wanjiru', 'Fatuma', 'Otieno'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d8', text='Book drive: drop-off day at the library Sat 14 Feb 9 to 3, plus collection boxes at Good Hope Fellowship and Mlimani Junior Academy',
         stated=['d8_p', 'd8_a1', 'd8_a2', 'd8_a3', 'd8_ok'],
         agreed_by=['Wanjiru', 'Achieng', 'Otieno', 'Kip'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d9', text='Book drive acceptance: no textbooks older than 2017, nothing torn or mouldy; old storybooks and novels welcome if clean',
         stated=['d9_p', 'd9_comp', 'd9_a1', 'd9_a2', 'd9_a3'],
         agreed_by=['Otieno', 'Wanjiru', 'Achieng', 'Fatuma'], objected_by=['Achieng'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d10', text='End-of-reading-week parade through the estate on Sat 28 Feb with drums and placards',
         stated=['d10_p', 'd10_a1', 'd10_a2', 'd10_a3'],
         agreed_by=['Achieng', 'Fatuma', 'Wanjiru', 'Kip'], objected_by=[],
         status='dropped', superseded_by=None,
         changed_at=['d10_drop_p', 'd10_drop_a1', 'd10_drop_a2']),
    dict(id='d11', text='Laminated membership cards with photos for library members',
         stated=['d11_p', 'd11_a1', 'd11_a2', 'd11_a3'],
         agreed_by=['Fatuma', 'Achieng', 'Wanjiru', 'Kip'], objected_by=[],
         status='dropped', superseded_by=None,
         changed_at=['d11_drop_p', 'd11_drop_a1', 'd11_drop_a2']),
    dict(id='d12', text='All donations go through the library\'s own Lipa na M-Pesa till, never personal numbers',
         stated=['d12_p', 'd12_a1', 'd12_a2', 'd12_a3'],
         agreed_by=['Otieno', 'Kip', 'Fatuma', 'Wanjiru'], objected_by=['Fatuma'],
         status='current', superseded_by=None, changed_at=[]),
]

NON_DECISIONS = [
    (['nd_tshirt', 'nd_tshirt_r'], 'proposal not taken up'),        # fun-run T-shirts
    (['nd_sunday', 'nd_sunday_r'], 'proposal not taken up'),        # open on Sundays
    (['nd_games', 'nd_games_r'], 'proposal not taken up'),          # Friday gaming
    (['nd_celebrity', 'nd_celebrity_r'], 'proposal not taken up'),  # TV quizmaster
    (['nd_bot_booking', 'nd_bot_booking_r'], 'bot suggestion ignored'),  # Codex: online booking only
    (['nd_adults', 'nd_adults_r'], 'question'),                     # adults on the laptops?
    (['nd_bot_costume', 'nd_bot_costume_r'], 'bot suggestion ignored'),  # Claudie: costume day etc.
    (['nd_rain', 'nd_rain_r'], 'hypothetical'),                     # if it rains on drop-off day
    (['nd_raffle', 'nd_raffle_r'], 'proposal not taken up'),        # TV raffle
    (['nd_hallparade'], 'joke'),                                    # parade inside the hall
]

TODOS = [
    dict(id='t1', owner='Otieno', task='Go to the chief\'s office and ask what permit the fun run needs',
         taken=['t1_taken'], due='2026-02-05', status='dropped', closed_by=['d2_ok', 't1_drop'], handed_to=None),
    dict(id='t2', owner='Fatuma', task='Make the book drive poster and post it on the estate WhatsApp groups and the FB page',
         taken=['t2_taken'], due='2026-02-04', status='done', closed_by=['t2_done'], handed_to=None),
    dict(id='t3', owner='Wanjiru', task='Ask Pastor Mutua at Good Hope Fellowship for a collection box spot',
         taken=['t3_taken'], due='2026-02-08', status='done', closed_by=['t3_done'], handed_to=None),
    dict(id='t4', owner='Kip', task='Set up the six laptops (wipe, Kiwix offline Wikipedia, typing tutor, kids\' accounts)',
         taken=['t4_taken'], due='2026-02-14', status='done', closed_by=['t4_done'], handed_to=None),
    dict(id='t5', owner='Achieng', task='Write the day-by-day reading week plan and borrow puppets from her school',
         taken=['t5_taken'], due='2026-02-20', status='done', closed_by=['t5_done'], handed_to=None),
    dict(id='t6', owner='Otieno', task='Open a Lipa na M-Pesa till in the library\'s name',
         taken=['t6_taken'], due='2026-02-06', status='done', closed_by=['t6_done'], handed_to=None),
    dict(id='t7', owner='Achieng', task='Paint a parade banner with the older kids during reading week',
         taken=['t7_taken'], due='2026-02-27', status='dropped', closed_by=['d10_drop_p', 't7_drop'], handed_to=None),
    dict(id='t8', owner='Kip', task='Collect the six donated laptops from Tujenge Tech in Westlands',
         taken=['t8_taken', 't8_hand_ok'], due='2026-02-06', status='done', closed_by=['t8_done'], handed_to='Otieno'),
    dict(id='t9', owner='Codex', task='Total the book drive log (accepted, rejected, received)',
         taken=['t9_taken'], due='', status='done', closed_by=['t9_done'], handed_to=None),
    dict(id='t10', owner='Claudie', task='Draft a thank-you letter to Tujenge Tech for the laptops',
         taken=['t10_taken'], due='', status='done', closed_by=['t10_done'], handed_to=None),
    dict(id='t11', owner='Fatuma', task='Sort the donated books into children\'s, adult, textbooks and duplicates boxes',
         taken=['t11_taken'], due='2026-02-22', status='done', closed_by=['t11_done'], handed_to=None),
    dict(id='t12', owner='Kip', task='Replace the flickering tube light over the laptop corner',
         taken=['t12_taken', 't12_re', 't12_re2'], due='2026-02-14', status='open', closed_by=[], handed_to=None),
    dict(id='t13', owner='Otieno', task='Buy six cable locks for the laptops on Luthuli Avenue',
         taken=['t13_taken'], due='2026-02-14', status='done', closed_by=['t13_done'], handed_to=None),
    dict(id='t14', owner='Achieng', task='Invite Mama Wairimu the storyteller for Friday 27 Feb',
         taken=['t14_taken'], due='2026-02-15', status='done', closed_by=['t14_done'], handed_to=None),
    dict(id='t15', owner='Wanjiru', task='Write a grant request to the Ward Development Fund for the shelves',
         taken=['t15_taken', 't15_re'], due='2026-02-28', status='open', closed_by=[], handed_to=None),
]

NON_TODOS = [
    (['nt_sandals'], 'banter promise'),                     # run it in sandals if we hit 50k
    (['nt_fb', 'nt_fb_r'], 'already done by someone else'),  # Saturday hours on FB: Wanjiru did it
    (['nt_receipts'], 'instruction to others'),             # send me receipts the same week
    (['nt_bot_rota'], 'bot offer not taken up'),            # Claudie: volunteer rota
    (['nt_wish'], 'vague wish'),                            # beanbags and a reading tent one day
    (['nt_bot_price'], 'bot offer not taken up'),           # Codex: price list for duplicates
    (['nt_excel'], 'vague promise'),                        # teach the mamas excel one of these days
    (['nt_puppets'], 'already done'),                       # puppets already returned
    (['nt_sound', 'nt_sound_r'], 'offer declined'),         # cousin's sound system
    (['nt_flasks'], 'instruction to others'),               # bring a thermos flask
    (['nt_dance'], 'banter promise'),                       # dance at the gate at 200 books
    (['nt_coins'], 'already done'),                         # 2,000 in coins already
]

QUESTIONS = [
    # ---- changed
    ('What fundraiser did we end up going with for the shelves?',
     ['d3_p', 'd3_comp', 'd3_ok'],
     'A book sale and chai morning at the library on Saturday 7 March, 9 to 2 (duplicates and surplus adult novels only, 100 KES a book; chai and mandazi 50)', 'changed'),
    ('What was the very first fundraiser plan?',
     ['d1_p', 'd1_a3'], 'A "Read & Run 5K" fun run around Kangemi on Saturday 14 March, 500 KES entry, kids free', 'changed'),
    ('Why did the quiz night fall through?',
     ['cafe_news', 'd3_p'],
     'Baraka Bean double-booked 6 March with a corporate party and only offered the 13th with a 40,000 KES minimum spend, so the group switched to a sale at the library', 'changed'),
    ('Why was the 5K abandoned?',
     ['permit_news', 'd2_p', 'd2_ok'],
     'A road event needed 21 days\' police notice, a 7,500 KES county fee and marshals at every junction; they switched to a quiz night', 'changed'),
    ('What are the library\'s Saturday hours now?',
     ['d4_p', 'd5_p', 'd5_a3', 'd5_post'], '10am to 4pm (earlier it was 9 to 1)', 'changed'),
    ('What Saturday hours were agreed at the start of term?',
     ['d4_p', 'd4_a3'], '9am to 1pm, because there were too few volunteers', 'changed'),
    ('Is the Soma Kangemi parade still happening?',
     ['d10_p', 'parade_reason', 'd10_drop_p', 'd10_drop_a1'],
     'No. Dropped: the chief\'s office said it needed police notification and heavy rain was forecast; nothing replaced it', 'changed'),
    ('Are we making photo ID cards for members?',
     ['d11_a2', 'd11_quote', 'd11_drop_p', 'd11_drop_a1'],
     'No. At 150 KES a card for about 300 members (45,000) it was too expensive; they keep the register book', 'changed'),
    # ---- owner
    ('Who actually brought the laptops back from Tujenge Tech?',
     ['t8_taken', 't8_hand', 't8_hand_ok', 't8_done'],
     'Otieno, on Saturday 7 Feb with his car (Kip was meant to, but was sent to Nakuru)', 'owner'),
    ('Who wrote the thank-you note to the laptop donors?',
     ['t10_q', 't10_done'], 'Claudie (the bot) drafted it at Wanjiru\'s request', 'owner'),
    ('Who worked out how many books came in on drop-off day?',
     ['t9_q', 't9_done'], 'Codex (the bot), from Fatuma\'s log', 'owner'),
    ('Who did the sorting of the drive books?',
     ['t11_taken', 't11_done'], 'Fatuma (Achieng saw them sorted and labelled)', 'owner'),
    ('Who set up the library\'s M-Pesa till?',
     ['t6_taken', 't6_done'], 'Otieno', 'owner'),
    # ---- status
    ('Has the flickering light in the laptop corner been fixed?',
     ['t12_taken', 't12_re', 't12_re2', 'light_miss'],
     'No. Kip promised it for 14 Feb, then the next week, then the sale morning, and ran out of time; still open', 'status'),
    ('Has the request for shelf money from the ward office been posted yet?',
     ['t15_taken', 't15_re'], 'Not yet. Wanjiru says she will send it this week with the sale figures', 'status'),
    ('Did the parade banner get painted?',
     ['t7_taken', 't7_drop'], 'No, dropped with the parade; the paint went to the kids\' art table', 'status'),
    ('Did Otieno go and ask the chief about a permit for the run?',
     ['t1_taken', 't1_drop'], 'No, it was no longer needed once the run was replaced by the quiz', 'status'),
    ('Are the laptops locked down now?',
     ['t13_taken', 't13_done', 't4_done'], 'Yes. Otieno bought six cable locks on 14 Feb and Kip fixed the laptops to the tables', 'status'),
    ('Is the reading week programme written up?',
     ['t5_taken', 't5_done'], 'Yes, Achieng finished the day-by-day plan on 19 Feb and borrowed four puppets', 'status'),
    # ---- single
    ('How many books did we keep from the drop-off day?',
     ['t9_done'], '897 accepted (992 received, 95 old textbooks rejected)', 'single'),
    ('How much will the six shelves cost?',
     ['shelf_quote'], '85,000 KES (carpenter\'s quote)', 'single'),
    ('What is the till number for donations?',
     ['t6_done'], '5081237 (TUMAINI COMMUNITY LIBRARY)', 'single'),
    ('What did each laptop lock cost?',
     ['t13_done'], '650 KES', 'single'),
    ('What did Mama Wairimu charge?',
     ['t14_done'], 'Only transport, 500 KES', 'single'),
    ('How many books came from the church collection box?',
     ['boxes'], '74 (the Mlimani box gave 58)', 'single'),
    # ---- temporal
    ('When did kids first get to use the laptops?',
     ['d6_ok', 'laptop_open', 'laptop_live'], 'Tuesday 17 February', 'temporal'),
    ('When did the storyteller come?',
     ['t14_done'], 'Friday 27 February at 3pm', 'temporal'),
    ('When was the book drive drop-off day?',
     ['d8_p', 'd8_ok'], 'Saturday 14 February, 9 to 3', 'temporal'),
    ('When did the till start working?',
     ['t6_done'], 'Friday 6 February', 'temporal'),
    # ---- multi
    ('How much did the sale bring in, and how much is still missing for the shelves?',
     ['sale_total', 'shelf_quote'], '46,500 KES raised against 85,000, so 38,500 still missing', 'multi'),
    ('Was anyone against putting gifted books up for sale, and how was that resolved?',
     ['d3_obj', 'd3_comp', 'd3_a2'],
     'Otieno: donors gave them to be read. Settled by selling only duplicates and surplus adult novels, never a children\'s book; he agreed', 'multi'),
    ('What was the argument about laptop slot length and where did it land?',
     ['d6_p', 'd6_obj', 'd6_comp', 'd6_a1'],
     'Kip wanted 1 hour instead of 40 minutes; they kept 40 minutes with an extension when nobody is waiting, and he agreed', 'multi'),
    ('Which old books did Achieng want to keep accepting, and what rule was settled?',
     ['d9_p', 'd9_obj', 'd9_comp'],
     'Old storybooks (like a coverless 1990s Anansi collection); the pre-2017 cut-off applies only to textbooks, clean old storybooks and novels are welcome', 'multi'),
]


if __name__ == '__main__':
    msgs, markers = build(SESSIONS, PEOPLE, tz_hours=3, seed=20260202)
    write_all(HERE, msgs, markers, DECISIONS, NON_DECISIONS, TODOS, NON_TODOS, QUESTIONS)
