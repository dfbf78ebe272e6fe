#!/usr/bin/env python3
"""English (Scottish and Canadian) family chat: four adult siblings and one spouse in
Edinburgh, London and Toronto organising their father's care after a fall,
2025-01-13 .. 2025-02-16, +00:00 (GMT).

Run `python3 _build.py` (from anywhere) to regenerate chat.jsonl and the label
files in this folder. Line format: see ../_chatgen.py.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from _chatgen import build, write_all  # noqa: E402

PEOPLE = {
    'Fiona': (4418207736, False),   # eldest, 54, Portobello (Edinburgh); teacher; organised, long messages
    'Ewan': (5302918847, False),    # 51, London; finance; crisp, numbers
    'Kirsty': (6170349925, False),  # 48, Toronto; nurse; emoji, time zones
    'Callum': (3927461058, False),  # 44, Leith; bus driver on shifts; lowercase, Scots
    'Mike': (5884013627, False),    # Kirsty's husband, Canadian; handy, practical
    'Codex': (7719305284, True),    # bot: terse, numbers
    'Claudie': (7830416652, True),  # bot: polite
}

SESSIONS = [
("2025-01-13 19:10", r"""
Fiona: Right, I've made this chat so we stop losing things across five different threads. Dad stuff only (well, mostly).
Fiona: Update from today: ward sister says he could be home Thursday if the OT is happy. Wrist is in a cast for six weeks, the hip is bruised not broken, thank God.
Kirsty: Oh thank goodness 🙏 it's 2pm here, on my break, been checking my phone all morning
Callum: aye saw him at visiting, he was giving the nurses grief about the tea so he's fine
Ewan: Good. Thursday is quick. Is he actually safe going back to that flat with the stairs?
Mike: Hey all, Mike here, Kirsty added me. Sorry it's under these circumstances. Anything I can do from this side, just holler
Fiona: Thanks Mike x
Fiona: Ewan, that's the question. The OT wants someone going in morning and evening for the first few weeks at least. Bedroom and bathroom are both up that inside stair.
#d_sell_p Ewan: Honestly I think we should sell the flat. He's 81, the stairs already put him in hospital once. Sell it, get him a ground floor retirement flat somewhere near Fiona.
#d_sell_a1 Kirsty: I hate saying it but I agree. I can't keep doing the 3am phone panic from here
#d_sell_a2 Fiona: I've been thinking the same for a year. Aye, let's go that way.
#d_sell_a3 >d_sell_p Callum: aye suppose. he'll go mental mind
#t_valuation Ewan: I'll get an estate agent in to value it. Will ring a couple this week.
#n_pole Callum: or we just put in a fireman's pole, straight down to the kitchen 🚒
>n_pole Kirsty: CALLUM 😂
Mike: honestly he'd probably love it
"""),
("2025-01-14 08:05", r"""
Fiona: Morning. Care first, flat later. He needs someone in the mornings for washing and dressing at least, with that cast.
#t_agency Fiona: I'll phone Forth Homecare and the other one the hospital gave us, and get an assessment visit booked before Friday.
Callum: nice one
#t_prescrip Callum: im off saturday, ill pick up his prescriptions fae the chemist and take the hospital frame back
Kirsty: ❤️
"""),
("2025-01-14 21:40", r"""
#d_agency_p Fiona: Spoke to both. Forth Homecare can start Friday: a morning visit 8 till quarter to 9, seven days, £29 an hour. Bluebell have a waiting list till March. I say Forth, and the family covers teatimes.
#d_agency_a2 Ewan: March is no use. Forth.
#d_agency_obj >d_agency_p Kirsty: Ok so I googled Forth and some of the reviews are NOT great. Carers two hours late, a different person every day. He'll hate a stranger every morning
#d_agency_fix Fiona: I asked about exactly that. They'll give him the same two carers, one weekdays one weekends, and I'm meeting the manager Thursday before we sign anything.
#d_agency_ok >d_agency_fix Kirsty: ok if it's the same faces and you've met her then fine. Forth it is 👍
#d_agency_a1 Callum: aye
#t_agency_done Fiona: Assessment's booked for Thursday 2pm at the flat, they'll start Friday morning.
"""),
("2025-01-15 19:30", r"""
#n_q_council Mike: Question from the colonial branch: does the government pay for any of this over there? Here it'd be a mess of forms
>n_q_council Fiona: Personal care is meant to be free in Scotland if the council assesses him as needing it. We've asked for a social work assessment. Could be weeks.
Mike: gotcha
#n_q_jean Kirsty: Also, has anyone told Auntie Jean? Should we?
>n_q_jean Callum: she'll know already, she knows everything before it happens
Fiona: Ha. She'll hear at church on Sunday anyway, no need to make a big thing of it
"""),
("2025-01-16 17:45", r"""
#p_home Fiona: He's home. Grumpy, tired, delighted with his own chair.
Fiona: [photo]
Kirsty: 😭❤️ look at him
Callum: is that a tunnocks in his hand already
#p_carer Fiona: It is. Manager from Forth was nice, very straight. Carer is called Bernadette, Dad approved because she's from Leith.
Ewan: Good. Glad it went ok.
#d_rota_p Fiona: Rota for the teatime visits, then. Me Monday, Wednesday, Friday. Callum Tuesday and Thursday. Weekends we alternate, me this one. Kirsty and Ewan, a phone call every day, split however you like.
#d_rota_a1 Callum: aye fine by me
#d_rota_a2 >d_rota_p Ewan: I'll take evenings UK time, Kirsty mornings? Works.
#d_rota_a3 Kirsty: Yes I can call him before my shift, that's his lunchtime 👍
#nt_calendar Fiona: I've already put the whole thing into the shared calendar, colour coded, before anyone says anything.
Callum: teacher behaviour
"""),
("2025-01-17 09:15", r"""
#d_keysafe_p Fiona: Bernadette asked if we can get a key safe by the door so she's not waiting for him to come down the stair to let her in. I think that's a must.
#d_keysafe_a1 Ewan: Agreed, obviously.
#d_keysafe_a2 Kirsty: Yes!! the hospital nurses here would say the same
#t_keysafe Callum: ill get one fitted saturday, got a drill
#d_keysafe_a3 Mike: Get one that's police approved, the cheap ones pop open with a screwdriver. The Supra ones are good buddy
Callum: cheers mike
"""),
("2025-01-18 13:20", r"""
#t_prescrip_done Callum: got his pills and took the zimmer back. the chemist wifey says hes to stop taking the big white ones once the cast is off
Fiona: Thanks Cal. Good to know.
"""),
("2025-01-18 20:05", r"""
#t_keysafe_re1 Callum: didnt get the key safe on, wall is solid stone and my drill is rubbish. will get a better bit and do it in the week
Fiona: No bother, thanks for trying.
"""),
("2025-01-19 18:30", r"""
#t_valuation_chase Fiona: Ewan did you get anywhere with an estate agent?
#t_valuation_re Ewan: Not yet, sorry, mental week. This week.
#p_dad_refuses Fiona: Might not matter. I raised selling with Dad today. Short version: he is not leaving the flat where Mum died, we can have it "over his dead body", and he threw the newspaper at the telly.
Kirsty: oh no 😞
Callum: told yous
#d_let_p Fiona: So here's a thought. What if we don't sell but let the flat out through an agent, and rent him a ground floor flat near me in Portobello. He keeps it, it earns, he's off the stairs. He might swallow that if it's "for now".
#d_let_a1 >d_let_p Ewan: Financially that works. Leith two-bed lets for about £1,300, a ground-floor one-bed in Porty is maybe £950. Fine.
#d_let_a2 Kirsty: I like that it's not forever. Yes
#d_let_a3 Callum: aye worth a go
#d_let_ok Fiona: Good. So no selling, we let it, if Dad comes round to it.
#t_valuation_drop Ewan: I'll not bother with the estate agents then, I hadn't actually rung any yet.
#t_letting Callum: i know a guy at a letting agent on great junction st, ill ask him what the flat would go for
"""),
("2025-01-20 21:10", r"""
#n_toronto Kirsty: Random idea and don't laugh. What if Dad came here for a while? We've got the basement suite and I'm a nurse
Mike: I'd love that honestly
>n_toronto Callum: in january?? itll kill him quicker than the stairs
#n_toronto_no Fiona: I love you for offering but he won't get on a plane to Glasgow never mind Toronto. And his whole life's in Leith.
Kirsty: yeah I know. Just wanted to say it
#nt_wish Kirsty: I just wish I could pop round with soup like a normal daughter
Fiona: You do more than you think from there x
"""),
("2025-01-21 19:40", r"""
Callum: tuesday visit done. he made me watch pointless and shouted answers at it. all wrong
Kirsty: 😂 some things never change
#t_letting_done Callum: my pal at the agent says dads flat would go for 1250 to 1350 a month, they take 12 percent
"""),
("2025-01-22 20:00", r"""
Ewan: @Codex Compare for me, over 3 years: (a) sell flat for £245k and buy a £190k retirement flat, (b) let flat at £1,300/month minus 12% fees and rent a flat at £950/month, (c) he stays put and we fit a stair lift, say £3,000. Ignore care costs, same in all.
#t_bot_costs Codex: On it.
#t_bot_costs_done Codex: 3-year net, before tax and maintenance:\n(a) sell/buy: +£55,000 cash released, minus ~£9,500 fees and LBTT/ADS where applicable. Net ≈ +£45,500.\n(b) let/rent: income £41,184, rent £34,200. Net ≈ +£7,000, minus void months.\n(c) stay + stair lift: −£3,000. Lowest disruption.
#n_bot_sensor Codex: Note: fall-detection sensors with monitoring run ~£25/month. Worth adding in any option.
Ewan: Thanks. So (a) wins on money and loses on Dad.
Fiona: (a) is dead anyway
"""),
("2025-01-23 18:50", r"""
#t_keysafe_re2 Callum: thursday done. the key safe is still no on, sorry. got the masonry bit now, saturday for sure
#nt_tiktok Callum: also promised him id teach him tiktok, god help us all
Kirsty: 😂😂 please film it
"""),
("2025-01-24 08:30", r"""
#d_ipad_p Kirsty: Idea: we get Dad an iPad so we can video call. Seeing his face would help me so much
#d_ipad_a1 Fiona: Yes, good idea, he can't hold the phone up with the cast anyway
#d_ipad_a2 Ewan: Sure. I'll chip in.
#d_ipad_a3 Callum: aye go for it
#t_ipad Mike: I'll set one up here with FaceTime and big text and everything pre-logged in, and mail it over. Should have it out by next week
Kirsty: my hero 💪
"""),
("2025-01-25 14:10", r"""
#t_keysafe_done Fiona: Key safe is on the wall by his door and it's solid. Callum did a tidy job this morning, even filled the holes. Code is in the shared calendar notes, not putting it in here.
Callum: masonry bit worked a treat
Ewan: 👍
#t_grab Callum: and i had a look at the bathroom, he needs a grab rail by the bath. ill do that an all next week
"""),
("2025-01-25 21:30", r"""
Fiona: Spoke to Dad properly about letting the flat and renting one near me.
#p_dad_refuses2 Fiona: Also a no. He doesn't want strangers in Mum's kitchen and he doesn't want "a wee box in Porty". He wants to stay. He says he'll "go up the stairs on his backside" if he has to.
Ewan: For God's sake.
Kirsty: he's so stubborn. where do we get it from 🙄
Callum: to be fair its his flat
Fiona: It is. I think we have to take that seriously. The OT said at discharge a stair lift would work on that stair, it's straight.
#t_ot Kirsty: I'll phone the GP practice tomorrow my morning and push for the OT home visit, they still haven't come. Nurses know how to annoy a GP receptionist 😇
"""),
("2025-01-26 19:00", r"""
#d_zoom_p Kirsty: Can we do a proper Sunday call, all of us, 7pm UK / 2pm here? The chat is great but I miss your faces
#d_zoom_a1 Fiona: Yes let's, 7pm Sundays.
#d_zoom_a2 Ewan: Fine by me, there's a Teams link from work we can use.
Callum: teams lol what is this a board meeting
Ewan: Zoom then.
#d_zoom_a3 Callum: aye ok sundays
Mike: I'm in
"""),
("2025-01-26 19:20", r"""
Fiona: Well that's a poor turnout for the first one. Me and Ewan. Kirsty your link didn't work?
Kirsty: it said the host hadn't started it 😩 and then I got called in
Callum: sorry was at dads doing sunday tea, forgot
"""),
("2025-01-27 12:45", r"""
#t_ot_done Kirsty: Ok called the GP at 7am my time. Lovely receptionist. OT home visit is booked for this Friday the 31st at 10am. Can someone be there?
Fiona: I'm teaching. Callum?
Callum: im on a late, aye ill be there
Ewan: Great work Kirst.
"""),
("2025-01-28 20:15", r"""
Ewan: POA. We should've done this years ago. If he has a stroke tomorrow nobody can touch his bank account.
#d_poa_p Ewan: Proposal: continuing and welfare power of attorney, Fiona and me as joint attorneys, done through a solicitor. Brodie Lennox in Leith quote £450 plus VAT including registration.
#d_poa_obj >d_poa_p Callum: 450 quid? the forms are free on the public guardian website. we could do it ourselves
>d_poa_obj Ewan: The forms are free, but someone has to sign a certificate that he understands it, a solicitor or a doctor. Solicitor does that plus registration in one go.
Fiona: And honestly, given his mood, I'd rather a solicitor explained it to him than us.
#d_poa_ok Callum: fair enough. solicitor then
#d_poa_a1 Fiona: Yes, me and Ewan is sensible, I'm here and he's the money one.
#d_poa_a2 Kirsty: Totally agree 👍
#t_poa Ewan: I'll email Brodie Lennox tomorrow and get an appointment set up.
#nt_read_poa Ewan: When their draft comes through, can you all read it by the Thursday after, please.
"""),
("2025-01-29 13:00", r"""
Fiona: @Claudie Could you draft a short list of Dad's needs and preferences for the carers? 81, left wrist in a cast, bruised hip, needs help washing and dressing, takes his tablets with porridge, likes Radio Scotland on, hates being called "darling", diabetic-ish, hearing aid in left ear.
#t_bot_list Claudie: Of course, I'll put that together for you now.
#t_bot_list_done Claudie: Here's a draft for the carers' folder:\n**Alistair – daily notes**\n• Help with washing and dressing; left wrist in cast (keep dry, sleeve bag in bathroom).\n• Bruised right hip: let him take the stairs at his own pace, one step at a time.\n• Tablets with breakfast (porridge), blister pack in the kitchen drawer.\n• Hearing aid: left ear, please check it's in and switched on.\n• Likes Radio Scotland on in the morning.\n• Please call him Alistair or Mr Rennie, not "darling" or "love".\n• Diet: watch the sugar (borderline diabetic).\n• Key safe by the front door; code from the family.
#nt_bot_neighbours Claudie: If it would help, I could also draft a short note for his neighbours with the family's phone numbers.
Fiona: Perfect, printing that. Thank you.
"""),
("2025-01-30 21:00", r"""
#t_poa_hand Ewan: Bit of a snag. Brodie Lennox want one of the attorneys there in person at the first meeting with Dad, and I can't get up till March. Fi, could you take it over? I've got the email thread, will forward.
#t_poa_hand_ok >t_poa_hand Fiona: Yes, of course. Forward it and I'll book us in for a day after school.
Ewan: Done, forwarded. Thanks.
#nt_march Ewan: I'll get up some weekend in March anyway, it's been too long.
"""),
("2025-01-31 11:40", r"""
#p_ot_report Callum: OT been. nice lassie. she says stair lift is fine on that stair, straight run, 13 steps, plenty width. she'll write it up
#p_ot_bath Callum: also says bath is a no go, he should shower only, and a grab rail by the loo as well as the bath
Fiona: That settles it for me then.
#d_lift_p Fiona: Proposal. He stays in the flat. We fit a stair lift, no selling, no letting. Care as now.
#d_lift_obj Ewan: I'm not sure. We're throwing £3k at a flat he'll fall in again. And the sell option is £45k better per Codex.
#d_lift_a1 >d_lift_obj Kirsty: Ewan it's his home. The OT says it's fine. I'm with Fi
#d_lift_a2 Callum: aye. hes no moving, stop trying
Ewan: Can we at least get the lift on a buy-back? If he goes into care later it comes out and we get some back.
Mike: Most of the big companies do buy-back or rental. I can ring around, I'm good at this stuff and I've got time
#d_lift_ok Ewan: Ok. If there's buy-back, fine. Stair lift, he stays.
#t_lift Mike: I'll get three quotes with buy-back and get a survey booked for next week.
Fiona: Thank you Mike, honestly.
#n_livein Ewan: For the record, if it gets worse, a live-in carer is the next step before any care home.
Fiona: Let's cross that bridge if we ever get to it.
"""),
("2025-02-01 10:20", r"""
Kirsty: Ok flights! I can get off work 10th to 24th
#t_flights Kirsty: I'll book this weekend, I'll cover the teatime visits while I'm there so you two get a break
Fiona: Oh that would be lovely.
Callum: yaas
#nt_fly_now Mike: Kirst could fly over sooner if that helps? She's been itching to
#nt_fly_now_no Fiona: No, save it for the birthday, we're managing fine now he's home.
"""),
("2025-02-01 19:45", r"""
#d_bday_p Fiona: Dad's birthday, Saturday the 15th. He said he doesn't want a fuss, which means he wants a fuss. Lunch at his, 1 o'clock, fish suppers from the Golden Haddie, cake. Kirsty will be here.
#d_bday_a1 Kirsty: Yesss 🎂
#d_bday_a2 Callum: golden haddie is the only correct answer
#d_bday_a3 Ewan: I'll try to get up for that weekend. Sounds good.
#t_cake Fiona: I'll order the cake from Crombie's, the coffee and walnut one he likes.
#n_cruise Mike: Or we all chip in and send him on a cruise for his birthday lol
Callum: he gets seasick on the forth bridge
"""),
("2025-02-02 19:10", r"""
Fiona: Sunday call? Anyone?
Ewan: I'm on, link's the same.
Kirsty: omw 5 min
Callum: at dads again, will wave fae here
"""),
("2025-02-02 19:55", r"""
Kirsty: well that was 10 minutes of Ewan's frozen face and Callum's ceiling 😂
Callum: dads wifi is shocking
"""),
("2025-02-03 18:20", r"""
#d_rota2 Callum: right i'm on earlies fae this week so i'll do monday wednesday friday teatimes, fi you take tuesday and thursday
#d_rota2_a1 >d_rota2 Fiona: Tuesdays and Thursdays suit me better actually, choir's on a Wednesday.
#d_rota2_a2 Kirsty: ok noted for my morning calls, so Callum Mon/Wed/Fri 👍
Ewan: Noted.
#t_ipad_chase Kirsty: Mike where's that iPad at?
#t_ipad_re Mike: Set up, in the box, going to the post office tomorrow
"""),
("2025-02-04 19:30", r"""
#p_council Fiona: Dad's social work assessment came through. They'll fund 7 hours a week of the personal care, rest is on him.
Ewan: Right, let's sort money then.
Ewan: @Codex Forth: 45 min × 7 days at £29/h. Council funds 7 h/week. Dad's pension + attendance allowance leave about £180/month for care. Monthly shortfall?
Codex: Care/month: 5.25 h × 4.33 × £29 ≈ £659. Council 7 h/week covers it fully.\nShortfall £0 now. If visits go to twice daily: ≈ £659 extra, minus £180 = £479/month.
#nt_bot_budget Codex: Can also build a monthly budget sheet.
#n_hyp_twice Ewan: So the crunch only comes if he needs evenings from the agency as well.
Fiona: Which is why the rota matters.
#d_money_p Ewan: Then let's agree now: if there's ever a shortfall, Fiona, Kirsty and I split it three ways, and Callum's share is his rota nights, because he's doing the most hours.
#d_money_obj >d_money_p Callum: naw. i can pay my bit. im no a charity case
Kirsty: Cal nobody thinks that. You're there 3 nights a week, that's worth more than money
#d_money_fix Fiona: We'll also set up a wee pot now so it's not a scramble: £50 a month each from the three of us into Dad's account for extras.
#d_money_ok Callum: ...fine. but im doing the weekends kirsty isnt here then
#d_money_a1 Kirsty: deal ❤️
#t_standing Ewan: I'll set up my £50 standing order to Dad's account tonight.
"""),
("2025-02-05 12:30", r"""
#t_ipad_drop_p Fiona: Bad news on the iPad front. I mentioned it to Dad and he says he's "not having a tablet" in the house, he's got a phone with a cord and that's how he likes it.
Kirsty: omg he's impossible 😩
#d_ipad_drop Kirsty: Fine. Forget the iPad. Mike don't post it
#d_ipad_drop_a1 Fiona: Aye, let's leave it, I'd rather not fight him on everything.
#t_ipad_drop Mike: Ha, lucky timing, it's still sitting on the hall table. Never went. I'll use it for recipes
Callum: could have had him on tiktok by march
"""),
("2025-02-06 20:20", r"""
#t_lift_done Mike: Ok. Three quotes back. Cheapest sensible one with buy-back is Lothian Stairlifts, £2,750 fitted, £600 buy-back within 3 years. Survey booked Tues 11th at 11am, Kirsty will be there
Kirsty: I will! jet lag and all
Ewan: That's decent. Under three grand.
#nt_pint Ewan: I'll buy everyone a pint if it actually comes in at that.
#d_lift_conf Fiona: Good, go ahead with Lothian Stairlifts then. Dad will pay from his savings, he's agreed to that much.
#t_chemist_offer Callum: ill phone the chemist about getting his pills in blister packs
#t_chemist_done >t_chemist_offer Fiona: Already sorted that one Cal, they're delivering blister packs on Fridays now
Callum: oh brilliant
"""),
("2025-02-07 21:15", r"""
#t_standing_done Ewan: Standing order set up, £50 on the 1st of each month, first one went today as a one-off.
Fiona: Thanks Ewan, mine is in too.
Kirsty: mine too, the exchange rate hurt 😅
#t_flights_done Kirsty: Also flights booked!! Arrive Edinburgh Monday 10th at 8am via Dublin, back on the 24th
Fiona: Yay!! I'll pick you up.
"""),
("2025-02-08 10:30", r"""
Callum: saturday visit. he was up and dressed by himself when i got there, showing off
Callum: [photo]
Fiona: Oh look at him in his good cardigan
#n_dog Callum: i think he should get a wee dog for company honestly
#n_dog_no >n_dog Fiona: He can barely get himself down the stair, Cal, never mind a dog round the block.
Callum: aye fair. a cat then
"""),
("2025-02-09 19:05", r"""
Fiona: Sunday call tonight?
Ewan: Can't tonight, sorry, kids' thing.
Callum: at work
#d_zoom_drop Fiona: You know what, let's just stop the Sunday call. It's not happening and this chat does the job.
#d_zoom_drop_a1 Kirsty: yeah honestly agree, the time zones kill it. Chat is fine 👍
#d_zoom_drop_a2 Ewan: Agreed, sorry.
"""),
("2025-02-10 09:20", r"""
Kirsty: LANDED ✈️ tired but here
Fiona: I'm at arrivals, the Costa side
Kirsty: I see you!!
"""),
("2025-02-10 18:40", r"""
Kirsty: First teatime visit done. He cried a bit when he saw me. Then told me I looked tired.
Kirsty: [photo]
Mike: ❤️ give him a hug from me
Callum: classic
"""),
("2025-02-11 12:30", r"""
#p_lift_fit Kirsty: Stair lift guy been. Measured everything, very gentle with Dad. Fitting is next Thursday the 20th
#d_lift_a3 Kirsty: Dad was actually interested in the stair lift, asked if it goes faster for an extra fee 😂
Ewan: Of course he did.
"""),
("2025-02-12 17:00", r"""
#t_poa_done Fiona: POA update: we saw the solicitor this afternoon, she went through it all with Dad on his own first, he signed, she signed the certificate. They're sending it to the Public Guardian for registration, takes a few weeks.
Ewan: Brilliant. Thanks for taking that on.
#t_bank Ewan: Once it's registered I'll send the certified copy to his bank and get us set up on his account.
Kirsty: so proud of him tbh, he was nervous
"""),
("2025-02-13 20:10", r"""
#t_cake_done Fiona: Cake picked up from Crombie's, hiding it in my car boot because he asked twice if there's a cake
Fiona: [photo]
>t_cake_done Callum: coffee and walnut 😍
Ewan: Train booked, I'm up Friday night for the weekend.
Kirsty: the whole family!!!
#nt_summer Mike: We'll definitely come over as a family in the summer, the kids keep asking about Grandpa
"""),
("2025-02-14 21:00", r"""
Callum: grab rail still no done. sorry. had nae time with the early shifts
#t_grab_re Callum: will get it up next week before the stair lift goes in
Fiona: That's fine, the OT said bath's a no-go anyway, he's showering.
"""),
("2025-02-15 12:40", r"""
Fiona: Fish suppers collected, 5 of them and a single fish for Ewan because London has ruined him
Ewan: I'll take that
Callum: candles lit. all 82 of them. smoke alarm on standby
Kirsty: [photo]
"""),
("2025-02-15 16:30", r"""
Kirsty: Best afternoon. He told the story about the tram strike of 1968 three times and I didn't mind once ❤️
Kirsty: [photo]
Mike: Happy birthday Alistair!! From all of us in Toronto 🎉
Ewan: Good to see him laughing. He's more himself than at Christmas.
Callum: he asked about the stair lift again. wants to call it the gondola
"""),
("2025-02-16 18:15", r"""
Fiona: Right, quick wash-up for the week. Stair lift going in Thursday 20th. POA with the Public Guardian. Kirsty covering teatimes till the 24th.
Ewan: Still waiting on the registration before the bank.
#t_bank_re Ewan: I'll chase the solicitor for a date and do the bank as soon as it's through.
#t_grab_re2 Callum: grab rail next week, promise
Kirsty: and then back to Canada and the snow 😩
"""),
]

DECISIONS = [
    dict(id='d1', text='Sell the flat and move Dad to a ground-floor retirement flat near Fiona',
         stated=['d_sell_p', 'd_sell_a1', 'd_sell_a2', 'd_sell_a3'],
         agreed_by=['Ewan', 'Kirsty', 'Fiona', 'Callum'], objected_by=[],
         status='superseded', superseded_by='d2', changed_at=['d_let_p', 'd_let_ok']),
    dict(id='d2', text="Don't sell: let the flat through an agent and rent Dad a ground-floor flat near Fiona in Portobello",
         stated=['d_let_p', 'd_let_a1', 'd_let_a2', 'd_let_a3', 'd_let_ok'],
         agreed_by=['Fiona', 'Ewan', 'Kirsty', 'Callum'], objected_by=[],
         status='superseded', superseded_by='d3', changed_at=['d_lift_p', 'd_lift_ok']),
    dict(id='d3', text='Dad stays in his own flat with a stair lift (buy-back option; Lothian Stairlifts, paid from his savings); no selling or letting',
         stated=['d_lift_p', 'd_lift_a1', 'd_lift_a2', 'd_lift_ok', 'd_lift_conf', 'd_lift_a3'],
         agreed_by=['Fiona', 'Kirsty', 'Callum', 'Ewan'], objected_by=['Ewan'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d4', text='Teatime rota: Fiona Mon/Wed/Fri, Callum Tue/Thu, weekends alternate; Ewan evening and Kirsty morning phone calls',
         stated=['d_rota_p', 'd_rota_a1', 'd_rota_a2', 'd_rota_a3'],
         agreed_by=['Fiona', 'Callum', 'Ewan', 'Kirsty'], objected_by=[],
         status='superseded', superseded_by='d5', changed_at=['d_rota2']),
    dict(id='d5', text='Teatime rota from 3 Feb: Callum Mon/Wed/Fri (early shifts), Fiona Tue/Thu',
         stated=['d_rota2', 'd_rota2_a1', 'd_rota2_a2'],
         agreed_by=['Callum', 'Fiona', 'Kirsty'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d6', text='Carer agency: Forth Homecare, morning visit 8-8:45 seven days at £29/h, same two carers; family does teatimes',
         stated=['d_agency_p', 'd_agency_a2', 'd_agency_fix', 'd_agency_ok', 'd_agency_a1', 't_agency_done'],
         agreed_by=['Fiona', 'Ewan', 'Kirsty', 'Callum'], objected_by=['Kirsty'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d7', text='Continuing and welfare power of attorney, Fiona and Ewan joint attorneys, via solicitor Brodie Lennox (£450 + VAT)',
         stated=['d_poa_p', 'd_poa_ok', 'd_poa_a1', 'd_poa_a2'],
         agreed_by=['Ewan', 'Callum', 'Fiona', 'Kirsty'], objected_by=['Callum'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d8', text="Dad's birthday: Sat 15 Feb, lunch at his flat at 1, fish suppers from the Golden Haddie and a cake",
         stated=['d_bday_p', 'd_bday_a1', 'd_bday_a2', 'd_bday_a3'],
         agreed_by=['Fiona', 'Kirsty', 'Callum', 'Ewan'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d9', text='Fit a key safe by his door for the carers',
         stated=['d_keysafe_p', 'd_keysafe_a1', 'd_keysafe_a2', 'd_keysafe_a3'],
         agreed_by=['Fiona', 'Ewan', 'Kirsty', 'Mike'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d10', text="Any care shortfall split three ways (Fiona, Ewan, Kirsty), Callum's share is his rota nights; plus £50/month each from the three into Dad's account",
         stated=['d_money_p', 'd_money_fix', 'd_money_ok', 'd_money_a1'],
         agreed_by=['Ewan', 'Fiona', 'Callum', 'Kirsty'], objected_by=['Callum'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d11', text='Get Dad an iPad for video calls (Mike sets it up and posts it)',
         stated=['d_ipad_p', 'd_ipad_a1', 'd_ipad_a2', 'd_ipad_a3'],
         agreed_by=['Kirsty', 'Fiona', 'Ewan', 'Callum'], objected_by=[],
         status='dropped', superseded_by=None, changed_at=['d_ipad_drop', 'd_ipad_drop_a1']),
    dict(id='d12', text='Family video call every Sunday at 7pm UK',
         stated=['d_zoom_p', 'd_zoom_a1', 'd_zoom_a2', 'd_zoom_a3'],
         agreed_by=['Kirsty', 'Fiona', 'Ewan', 'Callum'], objected_by=[],
         status='dropped', superseded_by=None, changed_at=['d_zoom_drop', 'd_zoom_drop_a1', 'd_zoom_drop_a2']),
]

NON_DECISIONS = [
    (['n_pole'], 'joke'),                                   # fireman's pole
    (['n_q_council'], 'question'),                          # does the government pay?
    (['n_q_jean'], 'question'),                             # tell Auntie Jean?
    (['n_toronto', 'n_toronto_no'], 'proposal not taken up'),  # Dad to Toronto
    (['n_bot_sensor'], 'bot suggestion ignored'),           # fall-detection sensors
    (['n_livein'], 'hypothetical'),                         # live-in carer if it gets worse
    (['n_cruise'], 'joke'),                                 # birthday cruise
    (['n_hyp_twice'], 'hypothetical'),                      # crunch only if evenings too
    (['n_dog', 'n_dog_no'], 'proposal not taken up'),       # a wee dog
]

TODOS = [
    dict(id='t1', owner='Fiona', task='Phone Forth Homecare (and the other agency) and book an assessment visit',
         taken=['t_agency'], due='2025-01-16', status='done', closed_by=['t_agency_done'], handed_to=None),
    dict(id='t2', owner='Ewan', task='Get estate agents in to value the flat',
         taken=['t_valuation', 't_valuation_re'], due='2025-01-19', status='dropped', closed_by=['d_let_ok', 't_valuation_drop'], handed_to=None),
    dict(id='t3', owner='Mike', task='Get three stair lift quotes with buy-back and book a survey',
         taken=['t_lift'], due='2025-02-09', status='done', closed_by=['t_lift_done'], handed_to=None),
    dict(id='t4', owner='Callum', task='Fit the key safe by the door',
         taken=['t_keysafe', 't_keysafe_re1', 't_keysafe_re2'], due='2025-01-18', status='done', closed_by=['t_keysafe_done'], handed_to=None),
    dict(id='t5', owner='Ewan', task='Set up the power of attorney with the solicitor (Brodie Lennox)',
         taken=['t_poa', 't_poa_hand_ok'], due='2025-01-29', status='done', closed_by=['t_poa_done'], handed_to='Fiona'),
    dict(id='t6', owner='Kirsty', task='Book flights for 10-24 February and cover teatimes while there',
         taken=['t_flights'], due='2025-02-02', status='done', closed_by=['t_flights_done'], handed_to=None),
    dict(id='t7', owner='Fiona', task="Order the coffee and walnut birthday cake from Crombie's",
         taken=['t_cake'], due='', status='done', closed_by=['t_cake_done'], handed_to=None),
    dict(id='t8', owner='Mike', task='Set up an iPad with FaceTime and post it to Dad',
         taken=['t_ipad', 't_ipad_re'], due='', status='dropped', closed_by=['d_ipad_drop', 't_ipad_drop'], handed_to=None),
    dict(id='t9', owner='Codex', task='Compare three-year costs: sell/buy vs let/rent vs stay with a stair lift',
         taken=['t_bot_costs'], due='', status='done', closed_by=['t_bot_costs_done'], handed_to=None),
    dict(id='t10', owner='Claudie', task="Draft the carers' list of Dad's needs and preferences",
         taken=['t_bot_list'], due='', status='done', closed_by=['t_bot_list_done'], handed_to=None),
    dict(id='t11', owner='Ewan', task="Set up a £50 monthly standing order to Dad's account",
         taken=['t_standing'], due='2025-02-04', status='done', closed_by=['t_standing_done'], handed_to=None),
    dict(id='t12', owner='Callum', task='Collect his prescriptions and return the hospital frame',
         taken=['t_prescrip'], due='2025-01-18', status='done', closed_by=['t_prescrip_done'], handed_to=None),
    dict(id='t13', owner='Kirsty', task='Phone the GP practice to push for the OT home visit',
         taken=['t_ot'], due='2025-01-26', status='done', closed_by=['t_ot_done'], handed_to=None),
    dict(id='t14', owner='Ewan', task="Send the registered POA to Dad's bank and get the attorneys set up",
         taken=['t_bank', 't_bank_re'], due='', status='open', closed_by=[], handed_to=None),
    dict(id='t15', owner='Callum', task='Put up grab rails in the bathroom',
         taken=['t_grab', 't_grab_re', 't_grab_re2'], due='2025-02-02', status='open', closed_by=[], handed_to=None),
]

NON_TODOS = [
    (['nt_calendar'], 'already done'),                 # rota already in the shared calendar
    (['nt_tiktok'], 'banter promise'),                 # teach him TikTok
    (['nt_wish'], 'vague wish'),                       # pop round with soup
    (['nt_read_poa'], 'instruction to others'),        # read the draft by Thursday
    (['nt_bot_neighbours'], 'bot offer not taken up'),  # note for the neighbours
    (['nt_march'], 'vague promise'),                   # up some weekend in March
    (['nt_fly_now', 'nt_fly_now_no'], 'offer declined'),  # fly over sooner
    (['nt_bot_budget'], 'bot offer not taken up'),     # monthly budget sheet
    (['nt_pint'], 'banter promise'),                   # a pint if under three grand
    (['t_chemist_offer', 't_chemist_done'], 'already done by someone else'),  # blister packs
    (['nt_summer'], 'vague promise'),                  # come over in the summer
    (['t_ipad_chase'], 'instruction to others'),       # where's that iPad
]

QUESTIONS = [
    # ---- changed (8)
    ("What's the plan for Dad's flat now?",
     ['d_lift_p', 'd_lift_ok', 'd_lift_conf'],
     'He stays in it with a stair lift (Lothian Stairlifts, buy-back); it is neither sold nor let', 'changed'),
    ('What did we first agree to do with the flat?',
     ['d_sell_p', 'd_sell_a2'], 'Sell it and move him to a ground-floor retirement flat near Fiona', 'changed'),
    ('Why did the idea of letting the flat fall through?',
     ['p_dad_refuses2', 'd_lift_p'],
     "Dad refused: no strangers in Mum's kitchen, no small flat in Portobello; he wants to stay, so the stair lift plan replaced it", 'changed'),
    ('Why was selling abandoned?',
     ['p_dad_refuses', 'd_let_p'], 'Dad flatly refused to leave the home where Mum died; the plan became letting it instead', 'changed'),
    ('Which evenings is Callum doing the teatime visit these days?',
     ['d_rota2', 'd_rota2_a2'], 'Monday, Wednesday and Friday since he went on early shifts (Fiona now does Tuesday and Thursday)', 'changed'),
    ('What was the original split of teatime visits?',
     ['d_rota_p', 'd_rota_a1'], 'Fiona Mon/Wed/Fri, Callum Tue/Thu, weekends alternating', 'changed'),
    ('Did Dad ever get the tablet for video calls?',
     ['d_ipad_p', 't_ipad_drop_p', 'd_ipad_drop'], 'No. He refused to have one, so it was dropped and Mike never posted it', 'changed'),
    ('Are we still doing the weekly family video catch-up?',
     ['d_zoom_p', 'd_zoom_drop', 'd_zoom_drop_a1'], 'No, it was stopped on 9 Feb because nobody could make it; the chat is used instead', 'changed'),
    # ---- owner (5)
    ('Who ended up handling the power of attorney appointment?',
     ['t_poa', 't_poa_hand', 't_poa_hand_ok', 't_poa_done'], 'Fiona (Ewan started it but needed someone in person, so handed it to her)', 'owner'),
    ('Who got the stair lift quotes?',
     ['t_lift', 't_lift_done'], 'Mike', 'owner'),
    ('Who put the key safe up?',
     ['t_keysafe', 't_keysafe_done'], 'Callum (Fiona reported it done on 25 Jan)', 'owner'),
    ('Who pushed the GP for the OT visit?',
     ['t_ot', 't_ot_done'], 'Kirsty, by phone from Toronto', 'owner'),
    ('Who wrote up the notes for the carers?',
     ['t_bot_list', 't_bot_list_done'], 'Claudie (the bot), at Fiona\'s request', 'owner'),
    # ---- status (6)
    ("Has Dad's bank been given the power of attorney yet?",
     ['t_bank', 't_bank_re'], 'Not yet; it is waiting for registration with the Public Guardian, then Ewan will send it', 'status'),
    ('Are the bathroom grab rails up?',
     ['t_grab', 't_grab_re'], 'No, Callum keeps promising; now says next week before the stair lift', 'status'),
    ('Did anyone get an estate agent valuation?',
     ['t_valuation', 't_valuation_drop'], "No. Ewan never rang any, and it wasn't needed once selling was off", 'status'),
    ('Is the birthday cake sorted?',
     ['t_cake', 't_cake_done'], "Yes, Fiona picked up the coffee and walnut cake from Crombie's on 13 Feb", 'status'),
    ('Did Kirsty book her flights?',
     ['t_flights', 't_flights_done'], 'Yes: arriving Mon 10 Feb via Dublin, leaving the 24th', 'status'),
    ('Has Ewan started paying into Dad\'s account?',
     ['t_standing', 't_standing_done'], 'Yes, a £50 standing order on the 1st of each month, first paid 7 Feb', 'status'),
    # ---- single (6)
    ('How much does the agency charge?',
     ['d_agency_p'], '£29 an hour (45-minute morning visit, seven days)', 'single'),
    ('What does the solicitor charge for the POA?',
     ['d_poa_p'], '£450 plus VAT including registration', 'single'),
    ('How much is the stair lift?',
     ['t_lift_done'], '£2,750 fitted, with £600 buy-back within 3 years', 'single'),
    ("What's the name of Dad's weekday carer?",
     ['p_carer'], 'Bernadette', 'single'),
    ('Where are the birthday fish suppers from?',
     ['d_bday_p'], 'The Golden Haddie', 'single'),
    ('How many hours of care does the council fund?',
     ['p_council'], '7 hours a week of personal care', 'single'),
    # ---- temporal (4)
    ('When is the stair lift being fitted?',
     ['p_lift_fit'], 'Thursday 20 February', 'temporal'),
    ('When was the OT home visit?',
     ['t_ot_done'], 'Friday 31 January at 10am', 'temporal'),
    ('When did Dad sign the POA?',
     ['t_poa_done'], 'Wednesday 12 February, at the solicitor', 'temporal'),
    ('When did Dad get home from hospital?',
     ['p_home'], 'Thursday 16 January', 'temporal'),
    # ---- multi (4)
    ('Why did Kirsty have doubts about the agency, and what settled it?',
     ['d_agency_obj', 'd_agency_fix', 'd_agency_ok'],
     'Bad reviews (late carers, different faces); settled by the same two carers and Fiona meeting the manager first', 'multi'),
    ('What did Ewan want before agreeing to the stair lift, and did the quote deliver it?',
     ['d_lift_obj', 'd_lift_ok', 't_lift_done'],
     'A buy-back option; yes, Lothian Stairlifts gives £600 back within 3 years on a £2,750 lift', 'multi'),
    ('How is the money for care being shared, and why is Callum treated differently?',
     ['d_money_p', 'd_money_obj', 'd_money_fix', 'd_money_ok'],
     "Fiona, Ewan and Kirsty split any shortfall and each put in £50 a month; Callum's share is his rota nights (he objected but accepted, and does weekends)", 'multi'),
    ('What did the OT conclude about the stairs and the bathroom?',
     ['p_ot_report', 'p_ot_bath'],
     'A stair lift is fine on the straight 13-step stair; no bath, shower only, grab rails by the loo and bath', 'multi'),
]


if __name__ == '__main__':
    msgs, markers = build(SESSIONS, PEOPLE, tz_hours=0, seed=20250113)
    write_all(HERE, msgs, markers, DECISIONS, NON_DECISIONS, TODOS, NON_TODOS, QUESTIONS)
