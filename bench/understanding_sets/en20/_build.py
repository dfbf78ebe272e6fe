#!/usr/bin/env python3
"""English (Australian) dog-walking cooperative chat, Melbourne inner north
(Six Leads Co-op: six walkers and a coordinator): new insurance, the winter
walk times, a van share, the client waiting list, a first-aid training day
with a vet nurse, a members' barbecue. 2026-05-04 .. 2026-06-07, +10:00 (AEST).

Run `python3 _build.py` (from anywhere) to regenerate chat.jsonl and the label
files in this folder. Line format: see ../_chatgen.py.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from _chatgen import build, write_all  # noqa: E402

PEOPLE = {
    'Bron': (4519302876, False),    # coordinator, 50s; organised, longer messages; insurance, money
    'Tomasz': (5862017439, False),  # walker, 40s, Polish-born; owns the Hiace; short and dry
    'Mei': (6204471958, False),     # walker, 30s, ex-accountant; waiting list, invoices; precise
    'Kiri': (3978120564, False),    # walker, 20s, from NZ; lowercase, emoji, "sweet as"
    'Sal': (5419068723, False),     # walker, 60s, retired postie; full sentences, signs off
    'Jade': (6731940285, False),    # walker, 21, uni student, part-time; "omg", lowercase
    'Dave': (4087215936, False),    # walker, 40s; Aussie slang; the barbecue
    'Codex': (7752038194, True),    # bot: terse, numbers
    'Claudie': (7891420653, True),  # bot: polite
}

SESSIONS = [
("2026-05-04 07:05", r"""
Bron: Morning all. Bit of admin before you head out 🐕
#harbour Bron: Harbourline sent the renewal. $2,400 for the year, up 40%. Our policy runs out 31 May so we need something new in place by 1 June
Dave: 40%?? daylight robbery
Tomasz: They can keep it
Mei: Last year was $1,710, for the record
#t1 Bron: I'll get three quotes from other mobs and post them here by Friday
Kiri: legend ty bron 🙏
#n_moose Dave: Just insure Moose on his own, he's basically a Clydesdale
Jade: omg poor moose he's a gentle giant
Sal: He is forty-six kilos of gentle, Jade.
"""),
("2026-05-04 17:40", r"""
Kiri: [photo]
Kiri: moose pulled me into merri creek again 🙃
Jade: NOOO
Dave: Ha! Classic Moose
#nt_jetski Kiri: if he does it one more time i'm buying a jetski
Tomasz: Get a harness with a back clip. Helps
Kiri: he ate the last harness tbf
"""),
("2026-05-05 12:15", r"""
#t1_done >t1 Bron: Quotes are in, quicker than I thought:\nPawSure $1,720, $250 excess\nCoastal Pet Cover $1,950, $300 excess\nHound & Home Underwriting $2,080, $250 excess\nAll three do $20m public liability plus care, custody and control
#t7_q Bron: @Codex can you line these up, yearly cost plus one excess claim each, and monthly if we pay by the month?
#t7 Codex: On it.
#t7_done Codex: Year + 1 claim:\n- PawSure: 1,720 + 250 = 1,970 (143.33/mo)\n- Coastal: 1,950 + 300 = 2,250 (162.50/mo)\n- Hound & Home: 2,080 + 250 = 2,330 (173.33/mo)
#n_bot_annual Codex: Note: most insurers discount ~6% for annual upfront payment.
#d1_p Bron: PawSure it is then? Cheapest, same cover on paper
#d1_a1 Mei: Yep, go PawSure
#d1_a2 Tomasz: Fine by me
#d1_a3 Dave: 👍
#d1_a4 Sal: Agreed. Good work, Bron.
#n_bot_annual_r >n_bot_annual Bron: We pay monthly, cash flow's tight in winter. Ta though Codex
Jade: so we're insured?? 🙌
Bron: Not yet, they have to assess us first
"""),
("2026-05-06 19:20", r"""
Jade: random q what's everyone's go-to rain jacket, mine's dead
Dave: Driza-Bone mate, 15 years and counting
Kiri: anything but the kmart one i had, i was a sponge
Sal: A proper oilskin, Jade. And a hat.
Jade: ok boomers 😂 jk ty
Mei: Also gloves. Leads are murder on cold hands
"""),
("2026-05-07 08:50", r"""
Bron: Two things while I've got you
#d4_p Bron: Winter walks. From Monday 1 June I'm thinking mornings 7:30 to 9 and arvo group walks 3:30 to 5, so we're back before dark. Same days as now
#d4_a1 Kiri: sweet as
#d4_a2 Dave: Works for me
#d4_a3 Jade: 3:30 is fine on my uni days 👍
#d4_a4 Sal: Yes, that suits.
#mei_list Mei: Second thing is mine. We've got 14 enquiries sitting in my inbox and no system
#d7_p Mei: Proposal: one waiting list, in the order people sign up. Existing clients' new dogs go straight to the top. Cap it at 20 and we work down the list when a spot opens
#d7_obj Kiri: hmm feels a bit harsh on new people? like what about rescue dogs, the second chance shelter keeps asking us
#d7_r Mei: Fair. Rescue dogs adopted through Second Chance can get the same priority as clients' new dogs. Everyone else by date
#d7_kiri Kiri: ok yes love that 🐶
#d7_a1 Bron: Good, let's go with that
#d7_a2 Tomasz: ok
#t2 Mei: I'll set up the sheet and a sign-up form this weekend
#nt_nopromise Mei: And if a client's friend asks, send them to the form and please don't promise anyone a spot
"""),
("2026-05-08 18:30", r"""
Dave: Pies and Dogs tonight, who's watching
Jade: what's pies and dogs
Dave: Collingwood v Western Bulldogs Jade. Honestly
Kiri: i'm a storm fan sorry
Tomasz: Football is played with the feet
Dave: Mate don't start
Sal: Go Dogs. For obvious professional reasons.
"""),
("2026-05-09 10:10", r"""
Jade: [photo]
Jade: bao in his new raincoat 😭
Kiri: STOP
Mei: He looks like a tiny fisherman
#n_tiktok Jade: ok hear me out, a co-op tiktok. dogs in outfits = free marketing
#n_tiktok_no >n_tiktok Bron: Not this month love, insurance first. Ask me again in spring
Jade: fair 😔
"""),
("2026-05-10 20:05", r"""
#t2_done >t2 Mei: Waiting list is live. Sheet is in the Drive, form link is on the website. Already 16 names copied over from my inbox
Bron: Brilliant, thank you Mei
Sal: Very tidy.
#nt_invoices Mei: Also sent the May invoices this morning btw
Dave: Mother's Day lunch coma here, can't move
Kiri: same, my aunt did a hangi
"""),
("2026-05-11 09:30", r"""
Sal: Morning all. A thought about first aid.
#d8_p Sal: My neighbour's daughter Anika is a vet nurse at Brunswick Vet. She runs pet first aid courses. Why don't we get her in for a training day for all seven of us? Saturday the 30th would suit her, ten till two. $45 a head, which I'd suggest comes out of the co-op fund.
#d8_a1 Bron: Yes please. We should have done this years ago
#d8_a2 Mei: $315 from the fund is fine, we've got $2,900 in there
#d8_a3 Kiri: omg yes, i'd love to know what to do if moose eats a sock again
#d8_a4 Dave: I'm in
#d8_a5 Jade: same!!
#d8_a6 Tomasz: ok
#n_liab_q Mei: If a dog gets hurt during the training, whose insurance is that?
#n_liab_r >n_liab_q Sal: It's humans only, Mei. Anika brings a stuffed dog called Barnaby.
Kiri: barnaby 😭
"""),
("2026-05-12 12:40", r"""
#d6_p Tomasz: Van idea. I walk on foot Tuesday and Thursday, Hiace sits in my drive. Others can use it those days. $15 a day to me for petrol and tyres
Dave: Legend
#d6_obj Mei: I like it but three of us will want it on Thursdays. Who gets it? I don't want fights at 7am
#d6_r Tomasz: Shared calendar. First to book gets it. Mon Wed Fri it's mine
#d6_mei Mei: OK if it's on a calendar I'm happy
#d6_a1 Kiri: yesss no more bus with 5 dogs
#d6_a2 Bron: Good on you Tomasz, let's do it
#d6_a3 Dave: 👍
#t6 Kiri: i'll make the google calendar tonight and share it
#t3 Tomasz: Van needs a service and two tyres first. I'll get it done before the 19th
#n_2van Dave: Why don't we just buy a second van together while we're at it
#n_2van_no >n_2van Mei: With what money Dave
Dave: Fair cop
#t5 Sal: I'll telephone Anika tonight to lock in the 30th and check she's happy with the fee.
"""),
("2026-05-12 22:15", r"""
#t6_done >t6 Kiri: van calendar's shared with everyone 🚐 tues and thurs only, book by 6pm the night before
Jade: ty kiri!!
"""),
("2026-05-13 11:05", r"""
Bron: Bad news on the insurance
#pawsure_no Bron: PawSure's underwriter came back. They cap it at 4 dogs per walker. We do 6 on most group walks, so they won't cover us as we are
Dave: Useless
Tomasz: We are not cutting to 4
#d2_p Bron: Hound & Home covers up to 6 per walker. $2,080, $250 excess. I say we go with them
#d2_a1 Mei: Agree. $360 more but it's the only one that fits how we work
#d2_a2 Sal: Agreed.
#d2_a3 Kiri: yep
#d2_a4 Tomasz: Ok
#t5_done Sal: Spoke to Anika last night. Saturday 30 May, 10 till 2, $45 each, she brings the manikin and the bandages. All confirmed.
#n_police_q Kiri: wait do we need new police checks for the new insurer
#n_police_r >n_police_q Bron: No, ours are good till 2027
#t4 Dave: I'll ring the Union St hall tomorrow and book it for the 30th
Bron: Thanks Dave
#nt_certs Bron: And everyone, send me your current first aid cert expiry dates by Friday if you have one, even a human one
"""),
("2026-05-14 16:20", r"""
#d11_p Jade: ok different idea, matching hi-vis jackets with a co-op logo? clients would spot us in the park and it's safer in winter
#d11_a1 Kiri: YES
#d11_a2 Dave: Reckon that's a good one
#d11_a3 Bron: I like it, safety and advertising in one. Let's do it
#t10 Jade: i'll do some logo mockups next week, i've got illustrator at uni
Sal: Something not too loud, please.
Jade: no promises sal 😂
"""),
("2026-05-15 08:10", r"""
#t4_hand Dave: Mate I'm flat out with the new puppy clients, haven't rung the hall. Can someone else grab it?
#t4_ok >t4_hand Jade: on it, i'll call at lunch
Dave: Champion
+5h #t4_done Jade: booked!! union st hall, sat 30th 10 till 2, $60 for the room, bron i sent you the invoice
Bron: Perfect, paid
#nt_parking Dave: I'll ask Anika about parking then
#nt_parking_r >nt_parking Sal: Already asked her, Dave. There's a car park behind the hall.
"""),
("2026-05-16 11:30", r"""
Bron: Small news. Ruby's family and the Hendersons are both moving to Geelong end of the month. That's two spots opening on the Tuesday/Thursday groups
Sal: Ruby will be missed. She's a lady.
#t11 Mei: I'll email the top five on the waiting list on Monday and offer the two spots
Kiri: bye ruby 😢
"""),
("2026-05-17 15:45", r"""
Tomasz: [photo]
Tomasz: Made pierogi. Nobody here eats them
Dave: I'll eat them
Jade: i'll eat them
Kiri: ill eat them
Tomasz: Too late, the dog ate them
Mei: Which dog
Tomasz: Mine. He is Polish too
"""),
("2026-05-18 19:10", r"""
#t11_done >t11 Mei: Emailed the top five. Two said yes already: a kelpie called Scout and a cavoodle called Pickle. Both start in June
Bron: Great stuff
Kiri: a cavoodle called pickle i'm deceased
"""),
("2026-05-19 07:20", r"""
#t3_done Kiri: grabbed the van from tomasz's this morning. new tyres on the front and the service sticker says 18/5, runs like a dream 🚐
Jade: first van day!!
Tomasz: Good. Sliding door sticks a bit. Slam it
Kiri: slammed ✅
#t14 Tomasz: I'll fix the latch this weekend
#nt_drive Tomasz: I can drive everyone to the training in the van on the 30th
#nt_drive_no >nt_drive Bron: All good, it's five minutes from Anstey station. Save the petrol
"""),
("2026-05-20 10:30", r"""
Bron: Right. Insurance round three, sorry team
#hh_certs Bron: Hound & Home sent the paperwork. They want every walker to hold a current pet first aid certificate BEFORE the policy starts. Anika's certs won't come through till mid June. Cover has to start 1 June
Mei: So there'd be a gap. Not an option
#d3_p Bron: Our broker found Southern Cross Pet Trade. $2,260, $500 excess, six dogs per walker, no certificate needed up front, and it covers dogs in transit in any vehicle we use, so Tomasz's van too. I think that's the one
#d3_obj Tomasz: That is $540 more than the first one. And $500 excess. Hmm
#d3_r Bron: Hound & Home wanted about $400 extra to add the van. Southern Cross has it built in. So the real difference is small
#d3_tom Tomasz: Ok. That's fair. Go
#d3_a1 Mei: Yes. The van cover alone makes it worth it
#d3_a2 Dave: Do it Bron
#d3_a3 Kiri: 👍
#t13 Bron: I'll sign it by Friday and put the certificate of currency in the Drive
#n_biscuits Kiri: can we pay the excess in dog biscuits
Dave: Moose would eat the excess
"""),
("2026-05-20 20:40", r"""
Jade: is it just me or is it freezing already
Sal: It's May, Jade. Wait till July.
Kiri: coming from dunedin this is tropical
Mei: Gloves. I said gloves.
"""),
("2026-05-21 13:00", r"""
#d9_p Dave: BBQ time. Members' barbie at my place in Coburg, Saturday 6 June from 12. Partners and your own dogs welcome. Co-op shouts the snags and drinks, say $150 from the fund?
#d9_a1 Bron: Love it, yes
#d9_a2 Mei: $150 is fine
#d9_a3 Sal: Count me and Margaret in.
#d9_a4 Jade: yesss
#d9_a5 Tomasz: I'm in. Pierogi included
#n_edin Kiri: or edinburgh gardens? more room for dogs
#n_edin_no >n_edin Dave: Council wants a permit for big groups with dogs off lead there. My yard's fenced, easier
Kiri: fair
#d12_p Kiri: ooh what if we do a dog wash at the bbq? invite clients, $15 a wash, money goes to second chance shelter
#d12_a1 Bron: That's lovely. Yes
#d12_a2 Jade: omg cute
#d12_a3 Dave: Don't see why not, plenty of lawn
#t9 Kiri: i'll ask my aunt if we can borrow the tubs and hoses from her salon, i'll see her sunday
"""),
("2026-05-22 09:40", r"""
#jacket_quote Jade: ok jackets update 😬 the print place in preston has a minimum of 25 jackets, $38 each. we're seven people
Mei: So $950 for seven jackets, or 18 spares
Dave: Could sell the spares to clients? Nah
#d11_drop_p Bron: Yeah no. Let's leave the jackets
#d11_drop_a1 Jade: fair enough 😔
#d11_drop_a2 Sal: Probably for the best.
#t10_drop >t10 Jade: good thing i hadn't started the logo lol
+6h #t13_early Bron: Southern Cross wants a signed declaration from each of us before they'll issue the certificate. Forms in your email, please sign and send back. Policy is signed on my end
Mei: Done
Sal: Signed and sent. My grandson did the scanning.
"""),
("2026-05-23 14:10", r"""
Dave: [photo]
Dave: Cleaned the BBQ. Only took three hours and a small piece of my soul
Kiri: she's gleaming
#nt_tie Dave: If the Pies win Friday week I'll wear a tie to the BBQ
Jade: holding you to that
"""),
("2026-05-25 08:30", r"""
Bron: Money chat, sorry
#d10_p Bron: Group walks have been $32 for two years. Fuel, the new insurance, everything's up. I'd like $34 from 1 July, with notice going out in the June invoices
#d10_obj Sal: I understand, Bron, but four of my clients are pensioners. Mrs P counts every dollar. I'd hate to lose them over two dollars.
#d10_r Bron: What if pensioners stay on $30 like now, and everyone else goes to $34?
#d10_sal Sal: That I can live with. Thank you.
#d10_a1 Mei: Agree, makes sense
#d10_a2 Dave: Yep
#d10_a3 Tomasz: ok
#d10_a4 Kiri: 👍
"""),
("2026-05-26 18:00", r"""
#t12 Dave: BBQ stuff: I'll swap the gas bottle and pick up the snags on the Friday before
Bron: Thanks Dave. Keep the receipt for the fund
#nt_pub Dave: And we should do a proper walkers' pub night sometime too, first round's on me
Jade: screenshotted 📸
"""),
("2026-05-27 07:05", r"""
#d5_p Bron: Winter roster's up in the Drive. Arvo group walks are 1:30 to 3 from the 1st. It's pitch dark by quarter past five and the Merri Creek path lights are out till council fixes them in July. Mornings stay 7:30 to 9
#d5_a1 Jade: 1:30 is actually better for me, uni finishes at 1 on tuesdays
#d5_a2 Sal: 1:30 works. Mrs P will be thrilled, she naps at four.
#d5_a3 Dave: Sweet, home before the traffic
#d5_a4 Kiri: ok 1:30 👍
#d5_a5 Mei: Fine by me
+2h #t13_done Bron: Everyone's declarations are in. Certificate of currency from Southern Cross is in the Drive, cover starts 12:01am on 1 June
Tomasz: Good
#nt_listing Jade: i updated our google listing with the winter times already btw
"""),
("2026-05-28 10:30", r"""
#t8_q Bron: @Claudie could you draft a short email to clients? Two points: from 1 July group walks are $34 (pensioners stay at $30), and from 1 June arvo walks are 1:30 to 3. Friendly, not too long
#t8 Claudie: Of course, I'll put something together now.
#t8_done Claudie: Here's a draft:\n\nHi there,\nA quick update from Six Leads. From Monday 1 June our afternoon group walks run 1:30–3:00pm, so every dog is home before dark. From 1 July a group walk will be $34 (pension card holders stay at $30). Thank you for trusting us with your dogs through another winter.\nWarmly,\nThe Six Leads team
#n_bot_disc Claudie: You might also consider a small winter discount for clients, as the afternoon walks are earlier.
#n_bot_disc_r >n_bot_disc Mei: The walks aren't shorter, just earlier. No discount
#nt_bot_sms Claudie: I could also prepare a short text-message version for clients who don't read email.
Bron: Thanks Claudie, that's spot on 👌
"""),
("2026-05-29 17:15", r"""
#wash_no Dave: Bad news for the dog wash. Landlord heard about it and said no, the drain out the back floods and the body corporate will lose it. Sorry Kiri
Kiri: noooo
#d12_drop_p Bron: Ah well. We'll skip the dog wash then, the BBQ's still on
#d12_drop_a1 Kiri: ok 😢 next year
#d12_drop_a2 Jade: rip dog wash
#t9_drop >t9 Kiri: i never got to ask aunty about the tubs anyway, she was in rotorua
"""),
("2026-05-30 09:40", r"""
Jade: at the hall! heaters on thank god
+30m Sal: Anika is here with Barnaby.
+1h Kiri: [photo]
Kiri: i can do cpr on a stuffed labrador now
+1h Mei: Learned more in two hours than in ten years of walking. Snake bites especially
+40m Bron: That's a wrap. Thank you Anika, and thank you Sal for organising 🙏
#t15 Sal: While it's fresh, I'll write us a one-page handling and first aid sheet for the van and the packs. I'll have it done next week.
#nt_yard Sal: One day I'd love us to have our own little yard for a doggy daycare.
Dave: One day Sal
"""),
("2026-05-31 21:00", r"""
Bron: Last night of Harbourline 😅 Southern Cross from midnight
Dave: Farewell you overpriced beauties
Kiri: first 1:30 walk tomorrow! wish me luck
"""),
("2026-06-01 15:20", r"""
Kiri: [photo]
Kiri: 1:30 crew back and it's still light 🌤️
Jade: so much better than dusk with 6 dogs
Sal: Mrs P was waiting at the gate with Ruby's leash. Oh wait, not Ruby. Old habits.
Mei: Scout the kelpie's first day. He herded the cavoodle
"""),
("2026-06-02 08:00", r"""
Kiri: tomasz the van door still sticks 🙃
#t14_re Tomasz: Yes sorry. Part was backordered. Next week for sure
#nt_bot_prem_q Mei: @Codex Southern Cross $2,260 a year, what's that a month and per walker per month (7 of us)?
Codex: 188.33/mo. Per walker: 26.90/mo.
#nt_bot_prem Codex: Can also project 2027 premium at recent rate of increase.
Mei: No need, thanks
"""),
("2026-06-03 19:30", r"""
Jade: exam tomorrow and i'm reading about dog cpr instead
Dave: Priorities
Kiri: barnaby would be proud
#n_rain Sal: If it rains on Saturday we could all squeeze into my garage, it's only two streets from Dave's.
#n_rain_r >n_rain Dave: Carport's massive mate, we'll be right
"""),
("2026-06-04 12:10", r"""
Dave: Headcount for Saturday? So far I've got 11 humans and 6 dogs
Mei: Me plus one, no dog
Tomasz: Me, wife, Bruno
Jade: me!! and my housemate if that's ok
Dave: The more the merrier
"""),
("2026-06-06 11:30", r"""
#t12_done >t12 Dave: Gas swapped, 60 snags in the fridge, esky full. Receipt's $142, photo's in the Drive
Mei: Ta
+1h Kiri: here! bruno and my pip are already best mates
+1h Sal: [photo]
Sal: Tomasz's pierogi were a triumph.
+1h Jade: dave you're not wearing a tie
Dave: Pies lost by 40. No tie
+2h Bron: Thanks for a cracking arvo everyone. Best co-op in Melbourne
"""),
("2026-06-07 10:15", r"""
#fund_left Mei: Fund update: $2,900 minus $315 training, $60 hall, $142 BBQ. $2,383 left
Dave: Not bad
#t15_re Sal: The handling sheet is half done. I'll finish it this week, I promise.
Kiri: no rush sal ❤️
#t14_part Tomasz: Door part comes Tuesday
Bron: Good. Enjoy the long weekend everyone 🐾
"""),
]

DECISIONS = [
    dict(id='d1', text='New insurer: PawSure ($1,720 a year, $250 excess) from 1 June',
         stated=['d1_p', 'd1_a1', 'd1_a2', 'd1_a3', 'd1_a4'],
         agreed_by=['Bron', 'Mei', 'Tomasz', 'Dave', 'Sal'], objected_by=[],
         status='superseded', superseded_by='d2', changed_at=['d2_p', 'd2_a1']),
    dict(id='d2', text='PawSure caps at 4 dogs per walker, so go with Hound & Home ($2,080, up to 6 dogs)',
         stated=['d2_p', 'd2_a1', 'd2_a2', 'd2_a3', 'd2_a4'],
         agreed_by=['Bron', 'Mei', 'Sal', 'Kiri', 'Tomasz'], objected_by=[],
         status='superseded', superseded_by='d3', changed_at=['d3_p', 'd3_tom']),
    dict(id='d3', text='Insurer: Southern Cross Pet Trade via the broker ($2,260, $500 excess, 6 dogs, no certificate up front, van in transit covered), from 1 June',
         stated=['d3_p', 'd3_r', 'd3_tom', 'd3_a1', 'd3_a2', 'd3_a3', 't13_done'],
         agreed_by=['Bron', 'Tomasz', 'Mei', 'Dave', 'Kiri'], objected_by=['Tomasz'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d4', text='Winter walks from 1 June: mornings 7:30-9, afternoon group walks 3:30-5',
         stated=['d4_p', 'd4_a1', 'd4_a2', 'd4_a3', 'd4_a4'],
         agreed_by=['Bron', 'Kiri', 'Dave', 'Jade', 'Sal'], objected_by=[],
         status='superseded', superseded_by='d5', changed_at=['d5_p', 'd5_a1']),
    dict(id='d5', text='Winter roster from 1 June: afternoon group walks 1:30-3 (dark by 5:15, creek path lights out), mornings stay 7:30-9',
         stated=['d5_p', 'd5_a1', 'd5_a2', 'd5_a3', 'd5_a4', 'd5_a5'],
         agreed_by=['Bron', 'Jade', 'Sal', 'Dave', 'Kiri', 'Mei'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d6', text="Van share: Tomasz's Hiace for other walkers on Tuesdays and Thursdays, $15 a day to him, booked first-come on a shared calendar",
         stated=['d6_p', 'd6_r', 'd6_mei', 'd6_a1', 'd6_a2', 'd6_a3'],
         agreed_by=['Tomasz', 'Mei', 'Kiri', 'Bron', 'Dave'], objected_by=['Mei'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d7', text="Waiting list: by sign-up date, capped at 20; existing clients' new dogs and Second Chance rescue dogs go to the top",
         stated=['d7_p', 'd7_r', 'd7_kiri', 'd7_a1', 'd7_a2'],
         agreed_by=['Mei', 'Kiri', 'Bron', 'Tomasz'], objected_by=['Kiri'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d8', text='Pet first aid training day with vet nurse Anika: Sat 30 May 10-2, $45 a head from the co-op fund',
         stated=['d8_p', 'd8_a1', 'd8_a2', 'd8_a3', 'd8_a4', 'd8_a5', 'd8_a6', 't5_done'],
         agreed_by=['Sal', 'Bron', 'Mei', 'Kiri', 'Dave', 'Jade', 'Tomasz'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d9', text="Members' barbecue at Dave's in Coburg, Sat 6 June from 12; partners and own dogs welcome; $150 from the fund for snags and drinks",
         stated=['d9_p', 'd9_a1', 'd9_a2', 'd9_a3', 'd9_a4', 'd9_a5'],
         agreed_by=['Dave', 'Bron', 'Mei', 'Sal', 'Jade', 'Tomasz'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d10', text='Group walk price $34 from 1 July (was $32), pensioners stay at $30; notice in the June invoices',
         stated=['d10_p', 'd10_r', 'd10_sal', 'd10_a1', 'd10_a2', 'd10_a3', 'd10_a4'],
         agreed_by=['Bron', 'Sal', 'Mei', 'Dave', 'Tomasz', 'Kiri'], objected_by=['Sal'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d11', text='Matching hi-vis jackets with a co-op logo',
         stated=['d11_p', 'd11_a1', 'd11_a2', 'd11_a3'],
         agreed_by=['Jade', 'Kiri', 'Dave', 'Bron'], objected_by=[],
         status='dropped', superseded_by=None,
         changed_at=['d11_drop_p', 'd11_drop_a1', 'd11_drop_a2']),
    dict(id='d12', text='Dog-wash fundraiser for clients at the barbecue ($15 a wash, for the Second Chance shelter)',
         stated=['d12_p', 'd12_a1', 'd12_a2', 'd12_a3'],
         agreed_by=['Kiri', 'Bron', 'Jade', 'Dave'], objected_by=[],
         status='dropped', superseded_by=None,
         changed_at=['d12_drop_p', 'd12_drop_a1', 'd12_drop_a2']),
]

NON_DECISIONS = [
    (['n_moose'], 'joke'),                                      # insure Moose on his own
    (['n_bot_annual', 'n_bot_annual_r'], 'bot suggestion ignored'),  # pay annually
    (['n_tiktok', 'n_tiktok_no'], 'proposal not taken up'),     # co-op TikTok
    (['n_liab_q', 'n_liab_r'], 'hypothetical'),                 # dog hurt at training?
    (['n_2van', 'n_2van_no'], 'proposal not taken up'),         # buy a second van
    (['n_police_q', 'n_police_r'], 'question'),                 # new police checks?
    (['n_biscuits'], 'joke'),                                   # excess in dog biscuits
    (['n_edin', 'n_edin_no'], 'proposal not taken up'),         # BBQ at Edinburgh Gardens
    (['n_bot_disc', 'n_bot_disc_r'], 'bot suggestion ignored'),  # winter discount
    (['n_rain', 'n_rain_r'], 'hypothetical'),                   # rain -> Sal's garage
]

TODOS = [
    dict(id='t1', owner='Bron', task='Get three insurance quotes and post them in the chat',
         taken=['t1'], due='2026-05-08', status='done', closed_by=['t1_done'], handed_to=None),
    dict(id='t2', owner='Mei', task='Set up the waiting-list sheet and sign-up form',
         taken=['t2'], due='2026-05-10', status='done', closed_by=['t2_done'], handed_to=None),
    dict(id='t3', owner='Tomasz', task='Get the Hiace serviced and two new tyres before the van share starts',
         taken=['t3'], due='2026-05-18', status='done', closed_by=['t3_done'], handed_to=None),
    dict(id='t4', owner='Dave', task='Book the Union St hall for the training day on the 30th',
         taken=['t4', 't4_ok'], due='2026-05-14', status='done', closed_by=['t4_done'], handed_to='Jade'),
    dict(id='t5', owner='Sal', task='Ring Anika to confirm the 30th and the fee',
         taken=['t5'], due='2026-05-12', status='done', closed_by=['t5_done'], handed_to=None),
    dict(id='t6', owner='Kiri', task='Make and share the van booking calendar',
         taken=['t6'], due='2026-05-12', status='done', closed_by=['t6_done'], handed_to=None),
    dict(id='t7', owner='Codex', task='Compare the three quotes: year plus one excess, and monthly',
         taken=['t7'], due='', status='done', closed_by=['t7_done'], handed_to=None),
    dict(id='t8', owner='Claudie', task='Draft the client email about the July price and the winter walk times',
         taken=['t8'], due='', status='done', closed_by=['t8_done'], handed_to=None),
    dict(id='t9', owner='Kiri', task="Ask her aunt to lend the salon's tubs and hoses for the dog wash",
         taken=['t9'], due='2026-05-24', status='dropped', closed_by=['d12_drop_p', 't9_drop'], handed_to=None),
    dict(id='t10', owner='Jade', task='Logo mockups for the hi-vis jackets',
         taken=['t10'], due='2026-05-24', status='dropped', closed_by=['d11_drop_p', 't10_drop'], handed_to=None),
    dict(id='t11', owner='Mei', task='Email the top five on the waiting list and offer the two open spots',
         taken=['t11'], due='2026-05-18', status='done', closed_by=['t11_done'], handed_to=None),
    dict(id='t12', owner='Dave', task='Swap the gas bottle and buy the snags for the barbecue',
         taken=['t12'], due='2026-06-05', status='done', closed_by=['t12_done'], handed_to=None),
    dict(id='t13', owner='Bron', task='Sign the Southern Cross policy and put the certificate of currency in the Drive',
         taken=['t13'], due='2026-05-22', status='done', closed_by=['t13_done'], handed_to=None),
    dict(id='t14', owner='Tomasz', task="Fix the Hiace's sticking sliding-door latch",
         taken=['t14', 't14_re'], due='2026-05-24', status='open', closed_by=[], handed_to=None),
    dict(id='t15', owner='Sal', task='Write a one-page dog handling and first aid sheet for the van and packs',
         taken=['t15', 't15_re'], due='2026-06-07', status='open', closed_by=[], handed_to=None),
]

NON_TODOS = [
    (['nt_jetski'], 'banter promise'),                 # jetski if Moose does it again
    (['nt_nopromise'], 'instruction to others'),       # send friends to the form
    (['nt_invoices'], 'already done'),                 # May invoices sent
    (['nt_certs'], 'instruction to others'),           # send cert expiry dates by Friday
    (['nt_parking', 'nt_parking_r'], 'already done by someone else'),  # Sal already asked
    (['nt_drive', 'nt_drive_no'], 'offer declined'),   # drive everyone to training
    (['nt_tie'], 'banter promise'),                    # tie if the Pies win
    (['nt_pub'], 'vague promise'),                     # pub night sometime
    (['nt_listing'], 'already done'),                  # google listing updated
    (['nt_bot_sms'], 'bot offer not taken up'),        # Claudie SMS version
    (['nt_yard'], 'vague wish'),                       # own yard one day
    (['nt_bot_prem'], 'bot offer not taken up'),       # Codex 2027 projection
]

QUESTIONS = [
    # ---- changed (8)
    ('Who is our insurer now, and what does it cost?',
     ['d1_p', 'd2_p', 'd3_p', 'd3_tom', 't13_done'],
     'Southern Cross Pet Trade through the broker: $2,260 a year, $500 excess, from 1 June (after PawSure and then Hound & Home fell through)', 'changed'),
    ('Which insurer did we pick first?',
     ['t1_done', 'd1_p', 'd1_a1'], 'PawSure, $1,720 a year with a $250 excess', 'changed'),
    ('Why did PawSure fall through?',
     ['pawsure_no', 'd2_p'],
     'Its underwriter caps cover at 4 dogs per walker and we walk 6, so we went to Hound & Home', 'changed'),
    ('Why didn\'t Hound & Home work out in the end?',
     ['hh_certs', 'd3_p'],
     'They wanted every walker to hold a pet first aid certificate before cover started; Anika\'s certificates only come mid-June, so there would have been a gap from 1 June', 'changed'),
    ('What time are the afternoon walks over winter?',
     ['d4_p', 'd5_p', 'd5_a1'],
     '1:30 to 3 from 1 June (first planned as 3:30 to 5); mornings stay 7:30 to 9', 'changed'),
    ('What were the first winter arvo times we agreed?',
     ['d4_p', 'd4_a2'], '3:30 to 5 in the afternoon (mornings 7:30 to 9), from 1 June', 'changed'),
    ('Are we getting the logo jackets?',
     ['d11_p', 'jacket_quote', 'd11_drop_p'],
     'No. The printer wanted a minimum of 25 at $38 each for seven people, so the jackets were dropped', 'changed'),
    ('Is there still a dog wash at the barbie?',
     ['d12_p', 'wash_no', 'd12_drop_p'],
     "No. Dave's landlord said no (the back drain floods, the body corporate objects); the BBQ itself went ahead", 'changed'),
    # ---- owner (5)
    ('Who ended up booking the hall for the training?',
     ['t4', 't4_hand', 't4_ok', 't4_done'],
     'Jade (Dave took it on, then handed it over because he was flat out)', 'owner'),
    ('Who organised the vet nurse?',
     ['d8_p', 't5', 't5_done'], 'Sal (Anika is his neighbour\'s daughter)', 'owner'),
    ('Who set up the booking calendar for the Hiace?',
     ['t6', 't6_done'], 'Kiri', 'owner'),
    ('Who wrote the draft email to clients about prices and times?',
     ['t8_q', 't8_done'], 'Claudie (the bot), asked by Bron', 'owner'),
    ('Who is fixing the van door?',
     ['t14', 't14_re'], 'Tomasz', 'owner'),
    # ---- status (6)
    ('Was the van serviced before people started sharing it?',
     ['t3', 't3_done'],
     'Yes. Kiri reported new front tyres and a service sticker dated 18/5 when she took it on the 19th', 'status'),
    ('Did Kiri borrow the wash gear from her auntie?',
     ['t9', 't9_drop'], 'No. The dog wash was dropped and she never asked (her aunt was in Rotorua)', 'status'),
    ('Is the van\'s side door working properly yet?',
     ['t14', 't14_re', 't14_part'], 'Not yet. The part was backordered; Tomasz says it comes Tuesday and he will do it next week', 'status'),
    ('Is Sal\'s handling sheet finished?',
     ['t15', 't15_re'], 'No, it is half done; he says he will finish it this week', 'status'),
    ('Did anyone get back to the people queued up about the two openings?',
     ['t11', 't11_done'], 'Yes. Mei emailed the top five and two took the spots (Scout the kelpie and Pickle the cavoodle)', 'status'),
    ('Has Bron put the proof-of-cover document where we can all see it?',
     ['t13', 't13_done'], 'Yes, since 27 May, after everyone\'s declarations came in; cover starts 12:01am on 1 June', 'status'),
    # ---- single (6)
    ('How much was Harbourline asking to renew?',
     ['harbour'], '$2,400 for the year, up 40%', 'single'),
    ('How many dogs does PawSure allow per walker?',
     ['pawsure_no'], 'Four', 'single'),
    ('What does someone pay Tomasz to use the Hiace?',
     ['d6_p'], '$15 a day, for petrol and tyres', 'single'),
    ('What will pensioners pay for a group walk from July?',
     ['d10_r', 'd10_sal'], '$30, the same as now', 'single'),
    ('Where is the training held?',
     ['t4_done'], 'Union St hall ($60 for the room)', 'single'),
    ('How much money is left in the co-op fund?',
     ['fund_left'], '$2,383', 'single'),
    # ---- temporal (4)
    ('When does the new cover start?',
     ['t13_done'], '12:01am on 1 June', 'temporal'),
    ('When is the members\' barbie?',
     ['d9_p'], 'Saturday 6 June from 12, at Dave\'s in Coburg', 'temporal'),
    ('Which days can the rest of us take the van?',
     ['d6_p', 'd6_r'], 'Tuesdays and Thursdays (Mon, Wed, Fri it is Tomasz\'s)', 'temporal'),
    ('When was the first aid training?',
     ['d8_p', 't5_done'], 'Saturday 30 May, 10am to 2pm', 'temporal'),
    # ---- multi (4)
    ('How did the training day, hall and BBQ change the fund?',
     ['d8_a2', 'fund_left'],
     '$2,900 minus $315 for the training, $60 for the hall and $142 for the BBQ, leaving $2,383', 'multi'),
    ('What was Tomasz\'s problem with Southern Cross and what settled it?',
     ['d3_obj', 'd3_r', 'd3_tom'],
     'It was $540 more than PawSure with a $500 excess; Bron pointed out Hound & Home wanted about $400 extra for van cover that Southern Cross includes, so he agreed', 'multi'),
    ('What did Kiri object to on the waiting list and what was the compromise?',
     ['d7_obj', 'd7_r', 'd7_kiri'],
     'She thought it was harsh on new people and rescue dogs; dogs adopted through Second Chance get the same priority as existing clients\' new dogs', 'multi'),
    ('Why did the price rise not apply to everyone, and what is it?',
     ['d10_p', 'd10_obj', 'd10_r'],
     '$34 from 1 July (from $32), but Sal worried about his pensioner clients so pensioners stay at $30', 'multi'),
]


if __name__ == '__main__':
    msgs, markers = build(SESSIONS, PEOPLE, tz_hours=10, seed=20260504)
    write_all(HERE, msgs, markers, DECISIONS, NON_DECISIONS, TODOS, NON_TODOS, QUESTIONS)
