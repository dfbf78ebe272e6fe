#!/usr/bin/env python3
"""English parents' chat of a kids' soccer team (Westerville Wildcats U10, Ohio):
fall season, a tournament, a kit order, carpools and the end-of-season party,
2025-09-08 .. 2025-10-05, -04:00 (US Eastern daylight time).

Written blind: only the shared set's format and labelling rules were read, no
product code and no product output. Run `python3 _build.py` (from anywhere) to
regenerate chat.jsonl and the label files in this folder. Line format: see
../_chatgen.py.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from _chatgen import build, write_all  # noqa: E402

PEOPLE = {
    'Lauren': (4861203397, False),   # team manager (mom of Mia); organises, long messages
    'Ray': (5530712286, False),      # volunteer coach (dad of Eli); short, practical
    'Deepa': (6274910358, False),    # collects the money (mom of Aarav); careful, Indian English
    'Brent': (3918825074, False),    # dad of Caleb; sarcastic, travels for work, has a truck
    'Keisha': (7042286513, False),   # mom of Jaylen; carpools, sheets, emoji, short replies
    'Codex': (7725519046, True),     # bot; terse
    'Gemma': (7810347752, True),     # bot; cheerful
}

SESSIONS = [
("2025-09-08 20:05", r"""
Lauren: Hi Wildcats parents! New season, new group chat since the old one got 400 people's cousins in it 😅
Lauren: Just the core crew here: me, Coach Ray, Deepa, Brent, Keisha. The big parents list stays for announcements
Keisha: 🙌
Brent: finally a chat without 40 "who's bringing snacks" messages a day
Ray: Thanks Lauren. Quick things from me first
#d5_p Ray: Practice this fall is Tuesdays and Thursdays 5:30 to 6:45 at Willow Park, field 2. First one tomorrow
#d5_a1 Keisha: 👍
#d5_a2 Deepa: Tuesday-Thursday is fine for us, Aarav has Hindi class on Mondays anyway
Brent: I'll be in Denver half of September so Caleb's grandma might do drop off. She drives like it's 1962, fair warning
#d1_p Ray: Second thing. The Dublin Fall Classic is Sept 27-28. Two days, at least 4 games guaranteed. Entry is $350 for the team. I think these kids are ready
#d1_obj Brent: $350 so the kids can play 4 games in a parking-lot-sized field in Dublin? we play 4 games a month for free
Ray: They get real refs, a bracket, medals. Last year's U10s still talk about it
#d1_a1 Lauren: I'm in favor. Mia asked about it literally yesterday
#d1_a2 Keisha: we're in 🙋🏾‍♀️
#d1_a3 Deepa: Works for me, provided we split the fee properly among all families
#d1_brent >d1_p Brent: fine. Caleb would never forgive me. count us in
Ray: 👍 Let's go Wildcats
#t1 Deepa: I can pay the entry online from my card and collect back from everyone. Registration closes 19th, I'll do it before that
Lauren: Deepa you're a star
"""),
("2025-09-09 07:40", r"""
#d12_p Deepa: Good morning. So for the Fall Classic money: 12 families, $350. I propose $30 per family, the extra $10 goes towards the end of season party. Venmo to @deepa-rao-oh please
#d12_a1 >d12_p Keisha: sent ✅
#d12_a2 Lauren: Done! $30 from the Hendersons
#d12_a3 Ray: Sent mine too. Eli says thank you Ms. Deepa
#nt_remind >d12_p Codex: I can post a reminder in this chat every two days until all 12 families have paid.
Deepa: Not needed, thank you. Most people pay within a day
#nt_instr Deepa: Everyone please forward this to your spouses, I need all 12 by the 19th
"""),
("2025-09-09 21:20", r"""
Lauren: Practice was fun tonight, Eli's left foot is a weapon now Ray
Ray: been working on it 😄
#d9_p Keisha: ok so jerseys. half the kids are swimming in last year's and the other half are crop tops lol. Kick Zone on Cleveland Ave does name + number for $38. I can get a size sheet going
#d9_obj >d9_p Deepa: $38 is quite a lot for a jersey they'll outgrow by spring. The old ones are still wearable no?
Keisha: Jaylen's has a hole you can put your fist through 😂
Lauren: Mia's is so big she tucks it into her shorts like a dress shirt
Ray: The league lets them play in any matching color. Up to you all
#d9_p2 Keisha: what if just the jerseys, no shorts, no socks. $38 flat and they keep it
#d9_a1 Deepa: Okay, only jerseys then I'm fine. Aarav will be very happy, he wants number 7
#d9_a2 Lauren: Yes let's do it
#t3 Keisha: I'll make a sheet tonight, sizes + name + number, y'all fill it by Friday
Brent: number 99 for Caleb. like a hockey player. he doesn't know what hockey is
"""),
("2025-09-10 12:15", r"""
#t3_done Keisha: sheet's up! link in the big parents group too 👕 https://sheet.link/wildcats-jerseys
#d9_a3 Lauren: Added Mia, YM, #11
#d9_a4 Deepa: Aarav YM #7 done
#d9_a5 Brent: caleb YL #99, you can't stop me
Keisha: lol
#d2_p Lauren: Thinking ahead to the end of season party. Last game is Saturday Oct 4. Pizza at Sal's on Main right after, like last year? Kids loved the back room
#d2_a1 Keisha: yesss Sal's 🍕
#d2_a2 Ray: Works for me
#d2_a3 Deepa: 👍
#t7 Lauren: I'll call Sal's this week and reserve the back room for the 4th
Brent: as long as someone else cleans the ranch dressing off the ceiling this time
"""),
("2025-09-11 18:02", r"""
Keisha: @Gemma ideas for a fun end of season thing for 9 year olds that isn't just pizza?
#nd_gemma_ideas Gemma: Love this! 🎉 A few ideas: a mini awards ceremony with a silly award for every kid ("Best Goal Celebration", "Loudest Cheerleader"), a parents vs kids scrimmage, and a slideshow of the season's photos!
#nt_gemma_slide Gemma: I could also put together a slideshow if someone shares the photos with me 📸
Keisha: the silly awards are cute but i don't have the energy for 12 certificates lol
#nd_pvk Brent: parents vs kids scrimmage. i have been waiting 3 years to nutmeg a 9 year old
Lauren: Brent no, last time a dad pulled a hamstring
Ray: It was me. I was the dad
Brent: lol
"""),
("2025-09-12 19:30", r"""
Keisha: sheet has 10 of 12 kids. Hendersons done, Raos done, Okafors done. missing the twins and Leo
Lauren: The twins' mom told me she'd do it tonight
#t4 Brent: i'm home this weekend, i'll place the Kick Zone order once the sheet's full
Keisha: perfect
Keisha: and the twins just filled it in! sheet's complete 🎉 Leo's dad says YS #3
Deepa: Payments: 8 of 12 families paid for the tournament. Remaining: the twins, Leo, Parkers, Nguyens
"""),
("2025-09-13 10:45", r"""
Ray: Great game this morning, 3-1! Aarav with the assist
Deepa: He has not stopped talking about it 😊
#photo1 Lauren: [photo]
Keisha: that photo of Jaylen's goal celebration is going on our fridge forever
#d7_p Keisha: btw my friend Renee does team photos, $15 a kid, individual + team shot. she could do Sat Sept 20 before the game. yay or nay
#d7_a1 Lauren: Yay! We never got a proper team photo last year
#d7_a2 Deepa: Yes, $15 is reasonable
#d7_a3 Ray: Sure, if she's done by 8:50 for warmups
Brent: will they photoshop out the grass stains, that's the real question
#d7_time Keisha: Renee can do 8:15 at field 2, I already checked with her 😊
"""),
("2025-09-14 21:10", r"""
Lauren: Did Kick Zone happen Brent?
Brent: ugh. no. had a thing with my mom all day. tomorrow morning first thing
#t4_hand Brent: actually no, my flight's at 6am tomorrow. Lauren can you place it? i'll venmo you my part
#t4_hand_ok >t4_hand Lauren: Yes I'll do it tomorrow at lunch. Send me the sheet total Keisha?
Keisha: 14 jerseys (incl. 2 spares for new kids). you're the best Lauren
#d7_a4 >d7_p Brent: late but yes to the photos. caleb is getting a haircut first, under protest
"""),
("2025-09-15 13:05", r"""
#t4_done Lauren: Kick Zone order placed! 14 jerseys, $532 total incl. printing. Ready for pickup Oct 1. Receipt in my email if anyone wants it
Keisha: 🙌🏾
#jersey_pay Deepa: So $38 per kid, I've added it to the same tracker. Pay Lauren directly for jerseys, not me
#nt_done Brent: venmo'd you $38 from the airport lounge. living the dream
>nt_done Lauren: Got it, thanks!
"""),
("2025-09-16 20:20", r"""
Ray: Tonight went well. Heads up though
#d6_p Ray: the lacrosse club has field 2 on Thursdays starting this week. See everyone Wednesday 5:30, same field, same time
#d6_a1 >d6_p Keisha: Wednesdays actually better for us, Jaylen has piano Thursday
#d6_a2 Deepa: Noted, Wednesday it is for Aarav
Lauren: We'll be there 👍
Brent: caleb's grandma will now have to learn a new day. pray for her
#d6_a3 Lauren: Updated the practice schedule in the big group: Tue + Wed 5:30
"""),
("2025-09-17 08:50", r"""
#d3_chg Keisha: ok so problem with Sal's on the 4th. it's homecoming weekend at Westerville North, half the older siblings have the game and the dance that night
Lauren: Ohhh I forgot about homecoming
#d3_p Lauren: What about Sunday Oct 5 instead, 3pm at my place? Backyard, potluck, I'll do the burgers. Saves the pizza money too
#d3_a1 Keisha: love that 💛
#d3_a2 Deepa: Sunday afternoon is better for us, yes
#d3_a3 Ray: I'll bring the grill tongs and the dad jokes
#t7_drop Lauren: Good thing I never got around to calling Sal's lol
Brent: does potluck mean I have to bring something other than chips
Keisha: yes
Brent: fine. fancy chips
#nt_chips Brent: i will bring the greatest seven-layer dip Ohio has ever seen
Keisha: 😂
"""),
("2025-09-17 21:40", r"""
#d8_p Deepa: Idea for the tournament: a small bake sale at our tent to cover part of the entry? Aarav and I can make nankhatai, others can bring brownies etc
#d8_a1 Lauren: Oh that's sweet, yes!
#d8_a2 Keisha: the kids can run it, good practice for counting change 😂
#d8_a3 Ray: Sure, as long as the players aren't eating the inventory between games
#t8 Brent: i'll make a sign-up sheet for who bakes what, i'm good at sheets when i'm bored in hotels
Lauren: Brent volunteering?? screenshot this
"""),
("2025-09-18 19:55", r"""
#t1_done Deepa: Paid the Fall Classic entry just now. Confirmation number FC-2025-U10-117. We are officially in 🎉
Keisha: 🎉🎉
Ray: Let's go Wildcats
Deepa: Also 11 of 12 families have paid me back. Only the Nguyens left, they said tomorrow
#t2 Lauren: I'll email the tournament director about when the schedule comes out, people need to plan Saturday
"""),
("2025-09-19 22:30", r"""
#t13_re Keisha: Renee confirmed 8:15 tomorrow at field 2! tell the big group pls
Lauren: Posted!
#nd_hyp Brent: what if it rains. do we get a photo of 12 drowned rats
Keisha: then it's a memorable photo
"""),
("2025-09-20 06:55", r"""
#d7_drop Keisha: ugh. Renee just texted, her kid threw up all night and she can't come. she said she can't reschedule until November
Lauren: Oh no, poor thing
Ray: Season's over in November 🤷
#d7_drop2 Keisha: let's just skip the pro photos this season. phone pics after the game will do
#d7_drop_a Lauren: Yeah agreed, not worth chasing
Deepa: That's fine. Hope her little one feels better
"""),
("2025-09-20 12:40", r"""
Ray: 2-2 today, not bad against the league leaders
#team_photo Keisha: [photo]
Keisha: team shot! everyone had their eyes open for once
Lauren: This is perfect honestly
Brent: caleb looks like he's mid-sneeze in every photo ever taken of him
"""),
("2025-09-21 18:30", r"""
Lauren: Random but did anyone pick up a blue water bottle with a dinosaur on it? Mia left hers at field 2
Deepa: Aarav has one like it, let me check his bag
Deepa: Not ours, sorry
Keisha: check the lost and found box by the shed, Jaylen's hoodie lived there for a month
Lauren: Found it 🙏 you were right
"""),
("2025-09-22 09:15", r"""
#t2_done Lauren: Tournament director replied: schedule comes out Wednesday. He already told me our first game is Saturday 9:10 on field 4 at Darree Fields
Deepa: 9:10 means we need to be there by 8:30 for warmup?
Ray: 8:30 yes. Check-in table wants the player cards too
#t5 Ray: I'll pick up the player passes from the league office Thursday and laminate them
#d8_drop Lauren: Bad news on the bake sale. The director says no outside food sales, the concession stand has the contract. Sorry Deepa
Deepa: Oh okay. No problem, rules are rules
#d8_drop_a >d8_drop Keisha: boo. ok no bake sale then
#t8_drop Brent: well that saves me from making a sheet i hadn't started
Lauren: 😂 honest at least
"""),
("2025-09-23 20:40", r"""
Keisha: carpool for Saturday? Darree Fields is 35 min for us
#d11_p Lauren: Let's meet at the Kroger lot on Sawmill Rd at 7:40 Saturday and go in as few cars as possible. Parking there is $10 a car
#d11_a1 Keisha: I can drive, 3 kid seats + Jaylen
#d11_a2 Deepa: I can take 3 kids as well. Minivan 😊
#d11_brent Brent: i'm taking the truck anyway with the tent and Caleb, no room for more
#nt_tent_offer Brent: i can pick up everybody's folding chairs too, truck bed's empty
#nt_tent_no >nt_tent_offer Lauren: lol no, people can carry their own chairs Brent
Lauren: @Codex can you make a seat table? drivers Lauren (4 seats), Keisha (3 + Jaylen), Deepa (3 + Aarav), Brent (2 + Caleb). Kids needing rides: Mia, Eli, Leo, the twins Ava and Zoe, Noah, Sam, Priya K, Lucas. Eli rides with his dad usually but Ray goes early
#t9 Codex: Will do. Posting it tonight after I check the booster-seat notes in the sheet.
Ray: thanks all
"""),
("2025-09-23 22:10", r"""
#t9_done Codex: Seat table, Sat 9/27, leave Kroger Sawmill 7:40:\nLauren: Mia, Eli, Leo, Noah\nKeisha: Jaylen, Ava, Zoe (twins together), Sam\nDeepa: Aarav, Priya K, Lucas\nBrent: Caleb + tent\nBoosters: Leo and Sam (check with families).
#nd_codex_early Codex: Suggestion: leaving at 7:15 gives a buffer for Saturday traffic on 270.
#d11_a3 Keisha: 👍 looks right
#d11_a4 >nd_codex_early Deepa: Good. 7:40 is fine, it's a Saturday, no traffic
#d11_conf Lauren: 7:40 stays. Thanks Codex
"""),
("2025-09-24 18:05", r"""
#d10_p Deepa: One more thing for the tournament and honestly the rest of season. Can we do orange slices and water only, no juice boxes or gummy snacks? Last Saturday half the team was on a sugar crash by the 2nd half
#d10_obj >d10_p Brent: oh great, we'll be the team with the saddest snacks in Ohio. they'll riot
#d10_ray Ray: From a coaching point of view, I'd love that. Water and oranges is what they need
#d10_a1 Lauren: I'm for it. Mia came home bouncing off the walls after gummy worms
#d10_a2 Keisha: fine by me 🍊
#d10_brent Brent: fine. oranges. i'll tell caleb it's candy from the tree
#t11 Deepa: I'll get the oranges and two cases of water for Saturday, from Costco
Gemma: 🍊 Fun fact: orange slices have been a youth soccer halftime tradition for decades!
#nd_gemma_freeze Gemma: Tip: freeze a few water bottles overnight so they stay cold till the afternoon games ❄️
"""),
("2025-09-25 17:20", r"""
#t5_done Ray: Got the player passes, all 12 laminated. Also the lineup cards
Lauren: Amazing, thanks Ray
#t12 Brent: back from Denver tonight. i'll bring the big pop-up tent Saturday, the blue one from work
Keisha: yesss shade
#nd_mascot Brent: also proposing we get a mascot costume. a wildcat. i will wear it
Deepa: Brent please 😂
Ray: Not in this budget, my friend
#nt_vague Brent: and i'll come to more practices once Denver calms down. promise-ish
"""),
("2025-09-26 19:00", r"""
#sched Lauren: Schedule's out! Sat 9:10 field 4, Sat 1:30 field 7. Sunday depends on results
#t11_done Keisha: Deepa just dropped off 2 cases of water and a big bag of oranges at my place, all set for tomorrow 🍊💧
Deepa: Keisha is cutting, I am buying. Fair division of labour
Keisha: lol
#nt_sched Brent: i'll post the schedule in the big group
#nt_sched_r >nt_sched Lauren: Already did 😉 an hour ago
Brent: look at me being helpful an hour late
#checklist Lauren: Ok tomorrow, the short version:\n1) Kroger lot 7:40, don't be late, Codex's table is above\n2) Ray has the player passes\n3) kids wear the OLD jerseys, the new ones aren't ready till Oct 1\n4) sunscreen + a chair for yourself\n5) parking at Darree is $10 cash
Deepa: Noted all 5
#nd_q Keisha: do we skip Sunday if we lose both tomorrow?
>nd_q Ray: There's a consolation bracket, everybody plays Sunday no matter what
"""),
("2025-09-27 07:48", r"""
Keisha: at Kroger! where is everyone
Lauren: pulling in
Deepa: 2 min
Brent: already on the road with the tent, see you there
#t12_done Brent: tent's up by field 4, blue one, can't miss it. i even brought the sandbags
Lauren: Brent MVP of the morning
"""),
("2025-09-27 11:05", r"""
#won20 Ray: Won 2-0!!
Keisha: 🎉🎉🎉 Jaylen scored!!!
Lauren: What a save by Leo at the end
#photo2 Deepa: [photo]
"""),
("2025-09-27 16:10", r"""
#lost13 Ray: Lost 1-3 to the Hilliard Storm, they're very good. Playing Sunday 10am semis in silver bracket
Deepa: Still proud of them
Lauren: Same carpool tomorrow? 8:30 at Kroger?
Keisha: 👍
"""),
("2025-09-28 13:30", r"""
#champ Ray: SILVER BRACKET CHAMPIONS 🏆
Keisha: 😭😭😭 I'm screaming
Lauren: Those kids!!! So proud
Brent: caleb says he's never washing the medal. it's a medal, he doesn't wash anything anyway
Deepa: Aarav is wearing his medal to school tomorrow, 100%
#nd_spring Deepa: Should we also sign up for the Spring Cup in April while they're excited?
#nd_spring_no >nd_spring Ray: Let's get through this season first, we can talk in February
#photo3 Keisha: [photo]
"""),
("2025-09-29 20:15", r"""
Ray: Thanks all for the weekend. Truly great. Last two games left
#party40 Lauren: Now the party! I've been looking at the forecast and my guest list. With siblings we're at like 40 people 😬
#d4_p Keisha: what about the Hilltop Park pavilion instead? has grills, bathrooms, the kids can run. same time Sunday the 5th at 3
#d4_obj >d4_p Lauren: I mean my yard can probably fit everyone if we squeeze...
#one_bath Ray: 40 people and one bathroom, Lauren
#d4_lauren Lauren: Ok fair. Honestly I'm relieved. Pavilion it is, still potluck
#d4_a1 Deepa: Pavilion is good. It's also 5 minutes from our house
#d4_a2 Brent: pavilion. more room for my dip
#t6 Keisha: I'll reserve it on the parks website tomorrow, it's like $40
"""),
("2025-09-30 12:10", r"""
#t6_done Keisha: Hilltop pavilion booked! Sunday Oct 5, 2-6pm, $40. confirmation in my email
#d4_a3 Lauren: Perfect! Updated the invite for the big group: pavilion, 3pm, potluck
#deepa_40 Deepa: The $40 comes out of the party money: $10 left over from the tournament collection plus $110 still in last season's jar
Lauren: @Gemma could you write a short fun invitation text I can paste into the big parents group? Hilltop Park pavilion, Sun Oct 5, 3pm, potluck, medals for the kids
#t10 Gemma: On it! I'll have a draft for you in a few minutes 🎈
Ray: oh, medals. right
#t13 Ray: I'll order end of season medals for all 12, the place on Schrock Rd does them in 3 days
"""),
("2025-09-30 12:25", r"""
#t10_done Gemma: Here's a draft! 🎉\n"Wildcats families! Join us to celebrate an amazing season (and our SILVER BRACKET CHAMPIONS 🏆) on Sunday Oct 5 at 3pm at the Hilltop Park pavilion. It's a potluck: bring a dish to share, we'll have the grills going. Every player gets a medal! Siblings welcome 💛"
#nt_gemma_music Gemma: I can also make a party playlist of kid-friendly songs if you'd like 🎶
Lauren: Love it, posting as is. Thanks Gemma
Brent: "siblings welcome" is doing a lot of work there
"""),
("2025-10-01 17:45", r"""
Lauren: Jerseys picked up from Kick Zone! They look great. Handing them out at practice tonight
#nt_already Deepa: I already collected the jersey money from the Nguyens and passed it to Lauren btw, so that's everyone
Lauren: ❤️
Keisha: wait what do we do with the old ones
Ray: League has a swap bin for kids who can't afford kit
#t14 Keisha: ok I'll collect everybody's old jerseys for the swap bin, bring them saturday
"""),
("2025-10-02 21:00", r"""
#t13_done Ray: Medals arrived. 12 with "Wildcats 2025" on the back. I'll bring them Sunday
Keisha: 😍
#nd_coach Lauren: Should we do something for Ray? Kidding, Ray, you're reading this. Or am I
>nd_coach Ray: I read everything Lauren
Brent: ray wants a mascot costume for christmas
"""),
("2025-10-04 11:55", r"""
Ray: Last game, won 4-1. What a season
Keisha: 😭😭 my baby is growing up
Deepa: Aarav scored his first goal of the season in the last game. Perfect timing
Lauren: See everyone tomorrow at 3!!
#t15 Brent: i've got the league's cones and the pop-up goal in my truck from today, i'll drop them back at the league shed next week
Ray: thanks Brent, no rush, shed key's under the mat
"""),
("2025-10-05 14:30", r"""
Keisha: setting up, grills are on 🔥
Lauren: on our way with the cooler
Brent: brought chips. fancy ones. the seven-layer dip was a lie, i'm sorry
"""),
("2025-10-05 19:40", r"""
Lauren: Thank you all for the most wonderful season and party. I'm emotional
Ray: Thank you parents. Couldn't coach them without you
#photo4 Deepa: [photo]
#money Deepa: Money summary: collected $360 for the entry, paid $350; extra $10 + $110 from the jar = $120; pavilion $40, paper goods $52. $28 left, I will keep it for spring season
Keisha: got 7 old jerseys in my trunk for the swap bin
#t14_re Keisha: still waiting on 5 families for theirs, I'll ping them this week
Deepa: Thank you Keisha
#nt_wish Lauren: We should really do a summer camp together next year
Brent: sure. after I recover from this one
Keisha: love y'all 💛
"""),
]

DECISIONS = [
    dict(id='d1', text='Enter the Dublin Fall Classic tournament on Sept 27-28 ($350 team entry)',
         stated=['d1_p', 'd1_a1', 'd1_a2', 'd1_a3', 'd1_brent', 't1_done'],
         agreed_by=['Ray', 'Lauren', 'Keisha', 'Deepa', 'Brent'], objected_by=['Brent'], status='current'),
    dict(id='d2', text="End-of-season party: pizza at Sal's on Main right after the last game, Sat Oct 4",
         stated=['d2_p', 'd2_a1', 'd2_a2', 'd2_a3'],
         agreed_by=['Lauren', 'Keisha', 'Ray', 'Deepa'], objected_by=[],
         status='superseded', superseded_by='d3', changed_at=['d3_chg', 'd3_p']),
    dict(id='d3', text="End-of-season party: potluck in Lauren's backyard, Sun Oct 5 at 3pm",
         stated=['d3_chg', 'd3_p', 'd3_a1', 'd3_a2', 'd3_a3'],
         agreed_by=['Lauren', 'Keisha', 'Deepa', 'Ray'], objected_by=[],
         status='superseded', superseded_by='d4', changed_at=['d4_p', 'd4_lauren']),
    dict(id='d4', text='End-of-season party: potluck at the Hilltop Park pavilion, Sun Oct 5 at 3pm',
         stated=['d4_p', 'd4_lauren', 'd4_a1', 'd4_a2', 't6_done', 'd4_a3'],
         agreed_by=['Keisha', 'Lauren', 'Deepa', 'Brent'], objected_by=['Lauren'], status='current'),
    dict(id='d5', text='Practice on Tuesdays and Thursdays, 5:30-6:45 at Willow Park field 2',
         stated=['d5_p', 'd5_a1', 'd5_a2'],
         agreed_by=['Ray', 'Keisha', 'Deepa'], objected_by=[],
         status='superseded', superseded_by='d6', changed_at=['d6_p']),
    dict(id='d6', text='Practice on Tuesdays and Wednesdays at 5:30 (lacrosse has field 2 on Thursdays)',
         stated=['d6_p', 'd6_a1', 'd6_a2', 'd6_a3'],
         agreed_by=['Ray', 'Keisha', 'Deepa', 'Lauren'], objected_by=[], status='current'),
    dict(id='d7', text="Team photos by Keisha's friend Renee, $15 a kid, Sat Sept 20 at 8:15 before the game",
         stated=['d7_p', 'd7_a1', 'd7_a2', 'd7_a3', 'd7_time', 'd7_a4', 't13_re'],
         agreed_by=['Keisha', 'Lauren', 'Deepa', 'Ray', 'Brent'], objected_by=[],
         status='dropped', changed_at=['d7_drop2', 'd7_drop_a']),
    dict(id='d8', text="Bake sale at the team's tent at the tournament to cover part of the entry",
         stated=['d8_p', 'd8_a1', 'd8_a2', 'd8_a3'],
         agreed_by=['Deepa', 'Lauren', 'Keisha', 'Ray'], objected_by=[],
         status='dropped', changed_at=['d8_drop', 'd8_drop_a']),
    dict(id='d9', text='New jerseys only (no shorts or socks) from Kick Zone, $38 each with name and number',
         stated=['d9_p', 'd9_p2', 'd9_a1', 'd9_a2', 'd9_a3', 'd9_a4', 'd9_a5', 't4_done'],
         agreed_by=['Keisha', 'Deepa', 'Lauren', 'Brent'], objected_by=['Deepa'], status='current'),
    dict(id='d10', text='Only orange slices and water as game snacks, no juice boxes or sweets',
         stated=['d10_p', 'd10_ray', 'd10_a1', 'd10_a2', 'd10_brent'],
         agreed_by=['Deepa', 'Ray', 'Lauren', 'Keisha', 'Brent'], objected_by=['Brent'], status='current'),
    dict(id='d11', text='Tournament carpool: meet at the Kroger lot on Sawmill Rd at 7:40 Saturday; Lauren, Keisha and Deepa drive kids, Brent takes the tent',
         stated=['d11_p', 'd11_a1', 'd11_a2', 'd11_brent', 'd11_a3', 'd11_a4', 'd11_conf'],
         agreed_by=['Lauren', 'Keisha', 'Deepa', 'Brent'], objected_by=[], status='current'),
    dict(id='d12', text="Each of the 12 families pays $30 towards the tournament entry by Venmo to Deepa; the extra goes to the party",
         stated=['d12_p', 'd12_a1', 'd12_a2', 'd12_a3'],
         agreed_by=['Deepa', 'Keisha', 'Lauren', 'Ray'], objected_by=[], status='current'),
]

NON_DECISIONS = [
    (['nd_gemma_ideas'], 'bot suggestion ignored'),           # awards, scrimmage, slideshow
    (['nd_pvk'], 'proposal not taken up'),                    # parents vs kids scrimmage
    (['nd_hyp'], 'hypothetical'),                             # what if it rains
    (['nd_codex_early'], 'bot suggestion ignored'),           # leave at 7:15
    (['nd_gemma_freeze'], 'bot suggestion ignored'),          # freeze water bottles
    (['nd_mascot'], 'joke'),                                  # mascot costume
    (['nd_q'], 'question'),                                   # skip Sunday if we lose
    (['nd_spring', 'nd_spring_no'], 'proposal not taken up'), # Spring Cup, deferred
    (['nd_coach'], 'joke'),                                   # something for Ray
]
TODOS = [
    dict(id='t1', owner='Deepa', task='Pay the Fall Classic entry online before registration closes on the 19th',
         taken=['t1'], due='2025-09-19', status='done', closed_by=['t1_done'], handed_to=None),
    dict(id='t2', owner='Lauren', task='Email the tournament director about when the schedule comes out',
         taken=['t2'], due='', status='done', closed_by=['t2_done'], handed_to=None),
    dict(id='t3', owner='Keisha', task='Make a jersey sheet (size, name, number) for families to fill in by Friday',
         taken=['t3'], due='2025-09-09', status='done', closed_by=['t3_done'], handed_to=None),
    dict(id='t4', owner='Brent', task='Place the Kick Zone jersey order once the sheet is full',
         taken=['t4', 't4_hand_ok'], due='2025-09-14', status='done', closed_by=['t4_done'], handed_to='Lauren'),
    dict(id='t5', owner='Ray', task='Pick up the player passes from the league office and laminate them',
         taken=['t5'], due='2025-09-25', status='done', closed_by=['t5_done'], handed_to=None),
    dict(id='t6', owner='Keisha', task='Reserve the Hilltop Park pavilion on the parks website',
         taken=['t6'], due='2025-09-30', status='done', closed_by=['t6_done'], handed_to=None),
    dict(id='t7', owner='Lauren', task="Call Sal's and reserve the back room for Oct 4",
         taken=['t7'], due='2025-09-14', status='dropped', closed_by=['d3_p', 't7_drop'], handed_to=None),
    dict(id='t8', owner='Brent', task='Make a sign-up sheet for who bakes what for the bake sale',
         taken=['t8'], due='', status='dropped', closed_by=['d8_drop', 't8_drop'], handed_to=None),
    dict(id='t9', owner='Codex', task='Make the carpool seat table for the tournament Saturday',
         taken=['t9'], due='2025-09-23', status='done', closed_by=['t9_done'], handed_to=None),
    dict(id='t10', owner='Gemma', task='Draft the party invitation for the big parents group',
         taken=['t10'], due='2025-09-30', status='done', closed_by=['t10_done'], handed_to=None),
    dict(id='t11', owner='Deepa', task='Buy oranges and two cases of water at Costco for the tournament',
         taken=['t11'], due='2025-09-27', status='done', closed_by=['t11_done'], handed_to=None),
    dict(id='t12', owner='Brent', task='Bring the blue pop-up tent to the tournament',
         taken=['t12'], due='2025-09-27', status='done', closed_by=['t12_done'], handed_to=None),
    dict(id='t13', owner='Ray', task='Order end-of-season medals for all 12 players',
         taken=['t13'], due='', status='done', closed_by=['t13_done'], handed_to=None),
    dict(id='t14', owner='Keisha', task="Collect the families' old jerseys for the league swap bin",
         taken=['t14', 't14_re'], due='2025-10-04', status='open', closed_by=[], handed_to=None),
    dict(id='t15', owner='Brent', task="Return the league's cones and pop-up goal to the league shed",
         taken=['t15'], due='2025-10-12', status='open', closed_by=[], handed_to=None),
]

NON_TODOS = [
    (['nt_remind'], 'bot offer not taken up'),               # Codex's Venmo reminders
    (['nt_instr'], 'instruction to others'),                 # all 12 by the 19th
    (['nt_done'], 'already done'),                           # venmo'd you $38
    (['nt_chips'], 'banter promise'),                        # greatest seven-layer dip
    (['nt_tent_offer', 'nt_tent_no'], 'offer declined'),     # pick up everybody's chairs
    (['nt_gemma_music'], 'bot offer not taken up'),          # playlist
    (['nt_already'], 'already done'),                        # jersey money from the Nguyens
    (['nt_gemma_slide'], 'bot offer not taken up'),          # slideshow
    (['nt_vague'], 'vague promise'),                         # more practices, promise-ish
    (['nt_sched', 'nt_sched_r'], 'already done by someone else'),  # schedule already posted
    (['nt_wish'], 'vague wish'),                             # summer camp next year
]

QUESTIONS = [
    # ---- changed
    ('Where and when is the end-of-season party now?',
     ['d2_p', 'd3_p', 'd4_p', 'd4_lauren', 't6_done'],
     "Potluck at the Hilltop Park pavilion, Sunday Oct 5 at 3pm (first pizza at Sal's on Sat Oct 4, then Lauren's backyard)", 'changed'),
    ('What was the first plan for celebrating the end of the season?',
     ['d2_p', 'd2_a1'], "Pizza in the back room at Sal's on Main right after the last game, Saturday Oct 4", 'changed'),
    ("Why isn't the party at Lauren's house any more?",
     ['party40', 'one_bath', 'd4_p', 'd4_lauren'],
     'With siblings it was about 40 people and her house has one bathroom, so it moved to the park pavilion', 'changed'),
    ('On which weekdays do the kids practise now?',
     ['d5_p', 'd6_p', 'd6_a3'], 'Tuesdays and Wednesdays at 5:30 at Willow Park field 2 (it was Tuesdays and Thursdays)', 'changed'),
    ('Is there still training on Thursdays?',
     ['d5_p', 'd6_p'], 'No: the lacrosse club has field 2 on Thursdays, so practice moved to Wednesday', 'changed'),
    ('Are professional team pictures being taken this season?',
     ['d7_p', 'd7_drop', 'd7_drop2'],
     "No: Renee got sick and couldn't reschedule before November, so they skipped it; Keisha took a team shot on her phone", 'changed'),
    ('Did the team sell baked goods at the tournament?',
     ['d8_p', 'd8_drop', 'd8_drop_a'], 'No: the tournament allows no outside food sales (the concession stand has the contract), so it was called off', 'changed'),
    ("Why was the Saturday pizza plan abandoned?",
     ['d2_p', 'd3_chg'], "It was homecoming weekend at Westerville North, so many older siblings were busy that evening", 'changed'),
    # ---- owner
    ('Who actually placed the jersey order in the end?',
     ['t4', 't4_hand', 't4_hand_ok', 't4_done'], 'Lauren (Brent was going to, but he flew to Denver and handed it to her)', 'owner'),
    ('Who paid the tournament registration?',
     ['t1', 't1_done'], 'Deepa, online (confirmation FC-2025-U10-117)', 'owner'),
    ('Who got the oranges and water for the tournament?',
     ['t11', 't11_done'], 'Deepa bought them at Costco and dropped them at Keisha\'s, who cut the oranges', 'owner'),
    ('Who worked out which kid rides in which car for the tournament?',
     ['t9', 't9_done'], 'Codex (the bot)', 'owner'),
    ('Who booked the pavilion at Hilltop Park?',
     ['t6', 't6_done'], 'Keisha, on the parks website', 'owner'),
    # ---- status
    ('Has Brent given the borrowed training gear back to the league yet?',
     ['t15'], 'Not yet: they are in Brent\'s truck; he said he would return them next week', 'status'),
    ('Has everyone handed in their old jersey for the swap bin?',
     ['t14', 't14_re'], 'No: Keisha has 7, five families still have to give theirs', 'status'),
    ("Did Lauren book the back room at Sal's?",
     ['t7', 't7_drop'], 'No, she never called; the party moved before she did', 'status'),
    ('Have the end-of-season medals come in?',
     ['t13', 't13_done'], 'Yes, all 12 arrived on Oct 2 with "Wildcats 2025" on the back', 'status'),
    ('Did Brent ever make the bake-sale sign-up sheet?',
     ['t8', 't8_drop'], "No, he hadn't started it and the bake sale was cancelled", 'status'),
    ('Were the player passes sorted out before the tournament?',
     ['t5', 't5_done'], 'Yes: Ray picked up all 12 from the league office and laminated them', 'status'),
    # ---- single
    ('What does one of the new jerseys cost?',
     ['d9_p', 'd9_p2'], '$38 with name and number (jerseys only)', 'single'),
    ("What number did Aarav pick?",
     ['d9_a1', 'd9_a4'], '7', 'single'),
    ('How much did the whole Kick Zone order come to?',
     ['t4_done'], '$532 for 14 jerseys, printing included', 'single'),
    ('How did the Wildcats finish at the Fall Classic?',
     ['champ'], 'They won the silver bracket', 'single'),
    ('Where did the tournament carpool meet?',
     ['d11_p'], 'At the Kroger lot on Sawmill Rd', 'single'),
    ('How much did the pavilion cost to rent?',
     ['t6_done'], '$40 (Sunday Oct 5, 2-6pm)', 'single'),
    # ---- temporal
    ('When did the Wildcats play their first game of the tournament?',
     ['t2_done', 'sched'], 'Saturday Sept 27 at 9:10, field 4 at Darree Fields', 'temporal'),
    ('From what date could the new jerseys be collected?',
     ['t4_done'], 'October 1', 'temporal'),
    ('What time did the cars leave for the tournament on Saturday?',
     ['d11_p', 'd11_a4'], '7:40 in the morning', 'temporal'),
    ('By when did the team have to be registered for the Fall Classic?',
     ['t1'], 'September 19', 'temporal'),
    # ---- multi
    ('How much money was left in the party fund at the end, and how did it get there?',
     ['deepa_40', 'money'],
     '$28: $120 ($10 left from the tournament collection + $110 from last season) minus $40 for the pavilion and $52 for paper goods', 'multi'),
    ('How did the Wildcats do in each tournament game?',
     ['won20', 'lost13', 'champ'], 'Won 2-0 and lost 1-3 to the Hilliard Storm on Saturday, then won the silver bracket on Sunday', 'multi'),
    ('Who drove to the tournament and who went in which car?',
     ['d11_a1', 'd11_a2', 'd11_brent', 't9_done'],
     'Lauren (Mia, Eli, Leo, Noah), Keisha (Jaylen, Ava, Zoe, Sam), Deepa (Aarav, Priya K, Lucas); Brent drove his truck with Caleb and the tent', 'multi'),
    ("How much did Aarav's family pay in total for the tournament and his jersey, and to whom?",
     ['d12_p', 'd9_a4', 'jersey_pay'], '$68: $30 to Deepa for the tournament and $38 to Lauren for the jersey', 'multi'),
]


if __name__ == '__main__':
    msgs, markers = build(SESSIONS, PEOPLE, tz_hours=-4, seed=20250908)
    write_all(HERE, msgs, markers, DECISIONS, NON_DECISIONS, TODOS, NON_TODOS, QUESTIONS)
