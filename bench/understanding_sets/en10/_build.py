#!/usr/bin/env python3
"""English volunteers' chat of a small animal shelter in Dublin (Tolka Paws
Rescue, Glasnevin): adoption open day, fundraising quiz night, vet-visit rota,
van repair, social media; 2015-11-02 .. 2015-12-06, +00:00.

Run `python3 _build.py` (from anywhere) to regenerate chat.jsonl and the label
files in this folder. Line format: see ../_chatgen.py.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from _chatgen import build, write_all  # noqa: E402

PEOPLE = {
    'Siobhan': (4739102856, False),  # coordinator, 40s; organised, "lads", bookings and money
    'Declan': (5381027746, False),   # long-time volunteer, 50s; drives the van; dry, "sound", "yer man"
    'Aoife': (6024491837, False),    # long-time volunteer, 30s; social media; emoji, "deadly", "omg"
    'Cian': (3857720194, False),     # student (vet nursing, UCD), 20; lowercase, "tbf", "ye"
    'Maura': (5190283364, False),    # retired vet, 68; full sentences, careful, long messages
    'codex': (7862210459, True),     # bot: terse, numbers
    'claudy': (7940318826, True),    # bot: polite
}

SESSIONS = [
("2015-11-02 19:35", r"""
Siobhan: Evening all. Right, two big things before Christmas and I want them nailed down this week
Siobhan: 1) adoption open day here at the shelter, 2) a fundraiser. The van money has to come from somewhere 🙃
#d4_p Siobhan: For the open day I'm thinking Saturday 21st, 11 till 3. Light goes early so no point going later
#d4_a1 Aoife: Yesss 🐶🐱 21st works for me
#d4_a2 Declan: Sound. I'm around that Saturday
>d4_p Cian: i have a lab on saturday mornings but i can come from 12
#d4_a3 Maura: The 21st is fine for me too. I'd like the dogs who are going up for adoption checked over the week before, but we can talk about that separately.
#d4_ok Siobhan: Grand, 21st Nov, 11-3 it is
#d1_p Siobhan: Fundraiser: what about a table quiz? Kennedy's in Phibsborough have that function room upstairs. Friday 27th?
#d1_a1 Declan: Table quiz is always a banker. People love a table quiz
#d1_a2 Aoife: omg yes, Kennedy's is perfect, everyone knows it
#d1_a3 Cian: 27th is after my exams so deffo 👍
#d1_ok Siobhan: Quiz, Kennedy's, Friday 27th. Done
#t1_taken Siobhan: I'll ring Gerry in Kennedy's tomorrow and get the room pencilled in
#nd_calendar Cian: could we do a calendar as well?? like a dog for each month, people buy those
#nd_calendar_r Siobhan: Love it but the printers need it by October for a Christmas calendar. Next year Cian!
Cian: fair
"""),
("2015-11-03 09:10", r"""
Declan: Bad news on the van
Declan: Clutch is slipping something awful. Nearly didn't get up the hill at Cross Guns bridge this morning with Bella in the back
Siobhan: Ah no. Is it safe to drive?
Declan: For now. Wouldn't want to be doing the vet run in it every day though
Declan: Rang the main dealer in Ballymount, they said €900 for the clutch. My mate Pádraig has a garage in Cabra, he'd do it for €480
#d7_p Declan: I say we go with Pádraig. He's done my own car for years
#d7_obj Siobhan: Hmm. The van grant from the council needs proper receipts for any repairs, with a VAT number. I don't want to lose the grant over a few hundred quid 😬
>d7_obj Declan: He's VAT registered. Does invoices and all, not a cash job
#d7_obj_ok Siobhan: Ok in that case fine, go with Pádraig. Just make sure the invoice is made out to Tolka Paws Rescue not to you
#d7_a1 Aoife: 👍 €420 saved is €420 of dog food
#d7_a2 Maura: I agree. A clutch is a clutch.
#t3_taken Declan: I'll bring it over to him Thursday, he said he can do it in a day
#nt_maura_pay Maura: If it's a help, I'm happy to cover the repair myself and the shelter can pay me back whenever.
#nt_maura_pay_no >nt_maura_pay Siobhan: Maura that's so kind but no, we'll pay it out of the reserve and the quiz will fill the hole. You do enough
Maura: Very well.
"""),
("2015-11-04 12:45", r"""
#t1_done Siobhan: Kennedy's room is booked for Friday 27th, 7:30. Gerry's giving it to us free as long as people buy drink
Aoife: Deadly 🎉
Siobhan: Now, tickets. What do we charge?
#d9_p Declan: €10 a head, tables of four. That's what the GAA charge and it's always full
#d9_obj Cian: tbf €10 is a lot for students, half my class would come but they're broke
>d9_obj Aoife: Cian's right, his lot are half the crowd at these things
#d9_p2 Siobhan: €10 a head, €5 with a student card? We'll make it back on the raffle
#d9_obj_ok Cian: ok yeah that's fair, the class group will be all over that
#d9_a1 Declan: Fine by me
#d9_ok Siobhan: Grand so. €10, €5 students, tables of 4
Aoife: @codex what would we make with 20 tables at €10 a head?
#nd_bot_price_s codex: 20 tables × 4 × €10 = €800. At €15/head: €1,200. Recommend €15.
#nd_bot_price_r >nd_bot_price_s Aoife: we've decided codex, calm down
Declan: Even the bot wants to rob people
"""),
("2015-11-05 20:20", r"""
Maura: Can we talk about the vet checks? With the open day coming I want a proper rota rather than whoever happens to be in.
Maura: Ideally every animal is looked at once a week: weight, teeth, ears, wounds, and anything on medication checked against the chart.
#d6_p Cian: i could do thursdays! i need placement hours for college anyway and maura could do tuesdays
#d6_obj >d6_p Maura: I'm delighted you want to, Cian, but I'm not comfortable with a student doing checks on his own yet, and I'm fairly sure our insurance wouldn't be either. Medication in particular needs someone qualified signing off.
Cian: oh right, fair
#d6_p2 Siobhan: What if Maura does Tuesdays and Cian does Thursdays WITH Maura for November, and we look at it again after Christmas? Anything urgent in between goes to Drumcondra Vets and I'll ring them
#d6_obj_ok Maura: Yes, that I can do. Thursdays together for the month.
#d6_a1 Cian: class, thanks maura 🙏
#d6_a2 Declan: 👍
#t4_taken Cian: i'll make a rota sheet on google sheets so people can see who checked what
Cian: @codex whats the easiest way to share a rota so everyone can edit it
codex: Google Sheets, share link with edit access, pin link in group.
#nt_bot_rota codex: Can generate a rota table with check columns (weight/teeth/ears/meds) if needed.
Cian: nah i have it
#nt_rota_sign Siobhan: And everyone, when you do a walk or a feed, tick it on Cian's sheet once it's up. No more guessing who fed Rufus
"""),
("2015-11-06 08:20", r"""
Declan: Someone left a cardboard box at the gate overnight. Four kittens in it. Freezing but alive
Aoife: Oh nooo 😭 are they ok??
Declan: In the heat box in the office now, lapping up the kitten milk
Maura: I'll come in at eleven and have a look at them. Keep them together and away from draughts.
Cian: can i name one. i'm naming one Biscuit
Siobhan: Checked the CCTV on the gate. A hood and a hi-vis jacket at 3am, that's all. No chance
Maura: Two boys, two girls, about five weeks. Thin but bright. They'll be fine.
"""),
("2015-11-07 11:05", r"""
Aoife: Morning! Social media chat ☕
#d8_p Aoife: I want to do a weekly "Waggy Wednesday" post, one adoptable animal each week with a proper photo and a little story, plus a countdown to the open day. Cian said he'd do a couple of TikToks
#d8_a1 Siobhan: Yes please. Our page has been dead since the summer
#d8_a2 Cian: tiktoks are where it's at tbh, the facebook crowd is all my mam's age 😂
#d8_a3 Maura: I'd only ask that we don't post photos of animals in the treatment room or with wounds showing. It upsets people and it isn't fair on the animal.
#d8_ok Aoife: Totally agree Maura, healthy happy photos only 🥰
#t2_taken Aoife: I'll also do the quiz poster and an Eventbrite page this week
Siobhan: @claudy is there a best time to post on Facebook for a local charity page?
#nd_bot_time_s claudy: For local community pages, weekday evenings between 7 and 9 tend to get the most reach. It may also help to add a consistent hashtag such as #TolkaPaws to every post.
#nd_bot_time_r Aoife: I post whenever the dogs look cute tbh 😂
"""),
("2015-11-09 18:50", r"""
Siobhan: Lads, small problem
Siobhan: Gerry from Kennedy's rang. They double booked the function room on the 27th, a 21st birthday. He's mortified
Declan: Typical
#d2_p Siobhan: He's offered Thursday 3rd December instead, same room, same deal. Thursday's not ideal but it's that or nothing before Christmas
#d2_a1 Aoife: Thursday is fine, people go out Thursdays anyway
#d2_a2 Cian: thursday 3rd works
#d2_a3 Maura: I'll be there, any night is the same to me.
#d2_ok Siobhan: OK, quiz is Thursday 3rd Dec in Kennedy's, 7:30. I've told Gerry yes
Declan: As long as I'm not quizmaster I'm easy
#nd_quizmaster Aoife: you're 100% quizmaster Declan 😂
"""),
("2015-11-10 20:30", r"""
#d10_p Aoife: Idea for the open day!! Santa Paws photo booth. People get a photo of their dog or their kids with Santa, €5 a go. My uncle has a Santa suit
#d10_a1 Cian: omg yes
#d10_a2 Siobhan: Cute. Go on so
#d10_a3 Declan: As long as I'm not Santa
#t9_taken Aoife: I'll get the suit off my uncle next weekend 🎅
#d11_p Siobhan: And another one for December: a sponsored dog walk in the Phoenix Park, Sunday 13th. People get sponsored, walk our dogs or their own
#d11_a1 Maura: That's a lovely idea. I can walk, slowly.
#d11_a2 Aoife: yesss the Phoenix Park at Christmas 😍
#d11_a3 Declan: Sound
#t8_taken Siobhan: I'll email the OPW to see what permit we need
#nt_beard Declan: If we clear three grand between the quiz and the walk I'll shave off the beard
Aoife: DECLAN. Screenshotted 📸
"""),
("2015-11-11 13:15", r"""
#t4_done Cian: rota sheet is live, link in the group description. tuesdays maura, thursdays maura + me, there's a tab for feeds and walks too
Siobhan: Brilliant Cian, thank you
#ww1 Aoife: First Waggy Wednesday is up!! Meet Bella, 4 year old lurcher, loves a couch 🛋️ [photo]
Aoife: [photo]
>ww1 Maura: She looks lovely. That one was taken on the good day, her ear is healed now.
#t2_done Aoife: Quiz poster done + Eventbrite live, Thursday 3rd, €10 / €5 students, tables of 4 [photo]
Declan: Fair play Aoife
#nt_fb_event Aoife: Oh and the open day is already up on Facebook events since last night
"""),
("2015-11-12 08:40", r"""
#van_drop Declan: Van is over at Pádraig's. He's giving me a lift back
Siobhan: Thanks Declan
Cian: how are we doing the vet run to drumcondra today without the van
Declan: I'll take Rufus in my own car. He'll shed all over it but sure look
"""),
("2015-11-13 17:25", r"""
#t3_done Cian: van's back in the yard! drove it to the vets with Rufus this afternoon, clutch feels brand new. pádraig left the invoice in the glovebox, made out to the shelter
Siobhan: Perfect. Paying it now. Thanks Cian and thanks Declan
Declan: Told ye Pádraig was sound
#nd_van_sell Declan: Mind you it's 14 years old. We should really sell it and lease a new one
>nd_van_sell Siobhan: With what money Declan 😂 let's get through Christmas
"""),
("2015-11-14 10:30", r"""
Aoife: Raffle! We need prizes
#t5_taken Aoife: I'll go round the shops on Phibsborough Road and the Botanic Road ones and ask for prizes. Aim for 10
#t6_taken Maura: I can write two rounds of questions for the quiz. An animal round, naturally, and perhaps a general knowledge one.
>t6_taken Declan: Maura's animal round is going to destroy people
Maura: Only the ones who don't know what a tarsus is.
#nt_nan Cian: i'll bring my nan she'd win it on her own
#t7_taken Declan: I'll sort a mic and a speaker. The one in Kennedy's is a karaoke yoke
#nt_sell Siobhan: And everyone try to sell at least two tables each to friends please
"""),
("2015-11-15 16:45", r"""
Cian: anyone watching the match? we're getting hammered in the second half
Declan: Turned it off. Too painful. Walked Rufus instead
Aoife: Biscuit and co are twice the size already [photo]
Maura: They're eating like horses. Wean them onto the soft food next week.
Siobhan: Kittens will be ready for homes by Christmas then. Not going to say it out loud
Aoife: You just said it out loud 😂
"""),
("2015-11-16 19:05", r"""
Siobhan: Update on the open day
#d5_p Siobhan: Council are resurfacing our stretch of the Ballymun Road on Saturday 21st, closed from 8 till 4, no parking and no access for cars
#d5_p2 Siobhan: So the open day is Sunday 22nd, 12 to 4. Aoife can you fix the posts?
#d5_a1 Aoife: Done, the Facebook event says Sunday already 👍
#d5_a2 Cian: sunday is actually better for me, no lab 🙌
#d5_a3 Maura: Sunday suits. The Thursday checks fall nicely before it.
#d5_a4 Declan: 👍
#t14_taken Declan: Also the latch on the kennel block gate is gone again. Rufus nearly let himself out. I'll fix it at the weekend
Siobhan: Please do, last thing we need is Rufus on the Ballymun Road
"""),
("2015-11-17 07:55", r"""
Aoife: Ugh lads I have the flu 🤒 proper flu, in bed
#t5_hand Aoife: I only got 3 raffle prizes so far (Bean Hive voucher, a hamper from Doyle's, 2 cinema tickets). Can someone take over the rest?? I'm so sorry
#t5_hand_ok >t5_hand Cian: i'll do it, i have no lectures wed/thurs. i'll do the botanic road shops
Aoife: Cian you're a legend 🥹
Siobhan: Mind yourself Aoife. Lemsip and bed
#nt_treats Aoife: ps I already ordered 2 boxes of dog treats online for the open day, they're coming Friday
#t13_taken Maura: While I think of it, I'll give all the dogs going up for adoption their boosters and scan their microchips before the open day, so that anyone who adopts gets a complete card.
Siobhan: Thank you Maura
"""),
("2015-11-18 12:10", r"""
Siobhan: Heard back from the OPW about the Phoenix Park walk
Siobhan: Events need 6 weeks notice and €6.5m public liability insurance. We have 2 weeks and nothing like that cover
#d11_drop_p Siobhan: So I think we have to let the walk go. Too much with the quiz anyway
#d11_drop_a1 Maura: That's a shame, but sensible.
#d11_drop_a2 Declan: Yeah leave it
#t8_drop Siobhan: I've told the OPW we won't go ahead this year
#t11_ask Aoife: @claudy can you draft a Facebook post for our adoption open day? Sunday 22nd Nov, 12-4, Tolka Paws Rescue, Glasnevin. Adoptable dogs and cats, tea and cake, bring your family. Keep it short
#t11_taken claudy: Of course, here is a draft.
#t11_done claudy: 🐾 OPEN DAY this Sunday 22nd November, 12-4pm! 🐾\nCome meet the dogs and cats looking for their forever homes at Tolka Paws Rescue, Glasnevin. Tea, cake and plenty of wagging tails. Bring the whole family, and please share!
#nt_bot_faq claudy: If it would help, I can also prepare a short adoption FAQ for the day.
Aoife: perfect, posting it now with Bella's photo 🥰
"""),
("2015-11-19 20:40", r"""
Aoife: Bad news on the Santa front
Aoife: Uncle says the suit went to my cousin's crèche party and came back with a wine stain on the beard 🙈 also I'm still sick
#d10_drop_p Siobhan: Honestly let's drop the Santa booth. We'll have enough going on with visitors and 14 dogs
#d10_drop_a1 Cian: yeah fair
#d10_drop_a2 Aoife: Ok yeah no Santa this year 😢
#t9_drop Aoife: I won't chase the suit so
Maura: Something I want everyone clear on for Sunday
#d12_p Maura: Nobody goes home with an animal on the day. People fill in the application, we do a home check in the following week, and only then do they collect. Open days bring in impulse adopters and I've seen too many returns after Christmas.
#d12_a1 Siobhan: 100%. Applications only on the day, home checks after
#d12_a2 Declan: Agreed
#d12_a3 Cian: makes sense
#nd_snow Cian: what if it snows sunday lol, do we still do it
>nd_snow Declan: It won't snow. It'll rain. It always rains
"""),
("2015-11-20 18:30", r"""
Siobhan: Ugh. Gerry from Kennedy's again
Siobhan: New manager says the room is €250 for charity events now. No more free
Declan: For a room over a pub. Cheek of them
#d3_p Cian: my club St Finbarr's has a clubhouse on the Old Finglas Road, they give it free to charities, i asked my coach this morning. thursday 3rd is free
#d3_obj >d3_p Declan: The GAA clubhouse? There's no bar, and half our crowd are the older regulars who'd go to Kennedy's. They won't trek out to Finglas
#d3_b Siobhan: The clubhouse has a bar licence on match nights, they can open it for us. And it's a 10 min walk from here. €250 is a week of food for the dogs
#d3_obj_ok Declan: If there's a bar then fine. Finbarr's. The regulars will follow the bar anyway
#d3_a1 Aoife: Works for me, Eventbrite updated 👍
#d3_a2 Maura: I'll be there whichever it is.
#d3_ok Siobhan: Confirmed with the club: Thursday 3rd, 7:30, St Finbarr's clubhouse. I've told Gerry no thanks
#nt_mic Cian: i can ask the club about a mic
#nt_mic_r Declan: Sorted already, I'm borrowing the PA from the choir. Cheers though
"""),
("2015-11-20 21:15", r"""
#t13_done Maura: All eight adoptable dogs have had boosters and chips scanned. Cards are in the folder in the office. Poppy's chip was registered to the previous owner, I've sent the transfer form.
Siobhan: Thanks a million Maura
#nd_gaa_dogs Aoife: Are dogs allowed in the clubhouse? Would be class to have Bella there
>nd_gaa_dogs Cian: no dogs inside, club rule sorry
"""),
("2015-11-21 15:10", r"""
Siobhan: Road outside is a mess with the machines, good call on Sunday
Declan: Gazebo is up in the yard, tied down to the kennel posts
Aoife: Bunting done, I feel half human again 🙃 [photo]
Cian: printed 40 application forms
Maura: The folder with the vaccination cards is on the office desk. Please nobody move it.
Siobhan: Thanks all. 11:30 tomorrow for setup
"""),
("2015-11-22 11:30", r"""
Siobhan: Gates open in 30 mins! Kettle's on
Declan: Parking on the road is a disaster already
Cian: bella is wearing her bandana 😂 [photo]
#t12_taken Cian: i'll film a tiktok today of the dogs meeting people
Aoife: I'm here, looking like death but I'm here 🙃
Maura: Good turnout. I count 30 people inside already.
"""),
("2015-11-22 16:40", r"""
#od_apps Siobhan: That's a wrap. 14 applications, including 3 for Bella 😭
Aoife: Cake all gone. Also €185 in the donation jar!
Maura: Everyone was very good about the application-only rule. Only one gentleman grumbled.
Declan: Yer man with the Range Rover. He'll live
"""),
("2015-11-23 21:05", r"""
#t12_done Cian: tiktok is up!! 8k views already 😳 [link]
Aoife: 8K??? Our Facebook gets 40 likes on a good day 😂
#nd_headtiktok Siobhan: Cian you're our head of TikTok now
Cian: lol
#nd_livestream Aoife: Should we livestream the quiz as well on TikTok??
#nd_livestream_r >nd_livestream Siobhan: I think people need to buy a ticket and be in the room, Aoife. Let's not
Aoife: ok fair 😅
"""),
("2015-11-25 18:20", r"""
#t5_done Cian: raffle prizes: 11 in total now! on top of aoife's 3 i got a €50 voucher from the butcher, a dog grooming session, a bottle of jameson, 2 hampers, a signed dubs jersey, a haircut and 1 box of chocs [photo]
Siobhan: Cian!! Amazing
Declan: A signed Dubs jersey. We're made
#t6_done Maura: Both rounds are written, ten questions each plus answers, and I've added a picture round of dog breeds. I'll print them on Monday.
Aoife: Maura you're a star 🌟
#nt_neuter Maura: I'd love, some year, to run a free neutering clinic for people on the estates. But that's a conversation for January.
"""),
("2015-11-27 19:40", r"""
#t10_ask Siobhan: @codex Pádraig's invoice was €480 and the open day jar was €185. How many tickets at €10 do we need to sell to clear the rest, if students pay €5 and a third of the crowd are students?
#t10_taken codex: On it.
#t10_done codex: Gap: €480 - €185 = €295.\nAvg ticket with 1/3 students: (2×€10 + €5)/3 = €8.33\n€295 / €8.33 = 35.4 → 36 tickets (9 tables).\nEventbrite shows 17 tables sold, so covered.
Siobhan: Great, so anything past that is for the kennel roof
#t7_re Declan: Mic and speaker sorted, I'll collect them off the choir Thursday afternoon
#t7_done Declan: Actually just picked them up now, they're in the van [photo]
"""),
("2015-11-29 13:00", r"""
Aoife: Waggy Wednesday this week is Poppy, any good photos?? She never sits still
Cian: i have one of her in the leaves from thursday [photo]
Aoife: PERFECT 😍
Siobhan: @codex the Finbarr's clubhouse hall is about 14m by 9m, how many tables of four fit?
codex: Approx 1.5m × 1.5m per table of 4 incl. chairs and aisle. 14×9 = 126m² → ~24 tables with a quizmaster area.
Siobhan: Grand, plenty of room for 21
Declan: Rain forecast for Thursday. Course it is
"""),
("2015-12-01 20:15", r"""
Maura: Answer sheets printed, 25 sets, and the picture round in colour.
Declan: Tiebreaker question: how many kittens in Declan's box. Nobody will get it
Aoife: Four, Declan. Everyone knows it's four 😂
Cian: class group are bringing 3 tables btw
Siobhan: Eventbrite says 21 tables now!! 🎉
Aoife: Last push post is scheduled for tomorrow at 8, with the raffle prizes in it
"""),
("2015-12-03 18:55", r"""
Siobhan: Setting up in Finbarr's. Tables are out, 21 teams booked!
Declan: Mic test one two. It works
Cian: my nan is here and she's taking it very seriously
Aoife: Raffle table looks amazing 😍 [photo]
Maura: I've put the answer sheets in envelopes, round by round.
"""),
("2015-12-03 22:45", r"""
Siobhan: What a night. Thank you all!!
Aoife: Cian's nan's table won 😂😂
Declan: Maura's animal round was a massacre
Maura: I did warn them about the tarsus.
"""),
("2015-12-04 10:20", r"""
#qz_total Siobhan: Counted up: tickets €1,655, raffle €1,140, bar collection €75. €2,870 altogether 🎉
Aoife: Omg!!! That's nearly double what we thought
#beard_safe >nt_beard Cian: and declan keeps his beard because it's under 3k 😭
Declan: 130 off. Unlucky lads
#t15_taken Siobhan: I'll write thank you letters to all the raffle donors this weekend, they were so good to us
#bella_home Aoife: Bella went home yesterday with the Murphys!! 🥹 home check was perfect [photo]
Maura: That's the best news of the week.
"""),
("2015-12-05 14:10", r"""
Cian: anyone in the shelter today? i'm doing the 3pm walks
#t14_re Declan: I'm here. Gate latch still isn't done, the part I ordered is the wrong size. I'll get the right one in Woodie's Monday and do it then
Siobhan: Grand, keep the padlock on it till then
Aoife: Waggy Wednesday next week is Rufus, I need a good photo of him not looking guilty 😂
Cian: impossible
"""),
("2015-12-06 20:30", r"""
#t15_re Siobhan: Quick one. Donor letters, I've done 4 of the 10, the rest tomorrow evening
Siobhan: (the other 6 are half written, don't judge me)
#nt_class Cian: i'll try get some of my class to volunteer over christmas at some stage
>nt_class Maura: That would be very welcome. December is always short-handed.
Aoife: Happy Sunday all, we did good 🥰
"""),
]

DECISIONS = [
    dict(id='d1', text='Fundraising table quiz at Kennedy\'s function room, Phibsborough, Friday 27 Nov',
         stated=['d1_p', 'd1_a1', 'd1_a2', 'd1_a3', 'd1_ok', 't1_done'],
         agreed_by=['Siobhan', 'Declan', 'Aoife', 'Cian'], objected_by=[],
         status='superseded', superseded_by='d2', changed_at=['d2_p', 'd2_ok']),
    dict(id='d2', text='Quiz moved to Thursday 3 Dec, same room at Kennedy\'s (double booking on the 27th)',
         stated=['d2_p', 'd2_a1', 'd2_a2', 'd2_a3', 'd2_ok'],
         agreed_by=['Siobhan', 'Aoife', 'Cian', 'Maura'], objected_by=[],
         status='superseded', superseded_by='d3', changed_at=['d3_p', 'd3_obj_ok', 'd3_ok']),
    dict(id='d3', text='Quiz on Thursday 3 Dec at 7:30 in St Finbarr\'s GAA clubhouse (free; Kennedy\'s wanted €250), bar opened for it',
         stated=['d3_p', 'd3_b', 'd3_obj_ok', 'd3_a1', 'd3_a2', 'd3_ok'],
         agreed_by=['Cian', 'Siobhan', 'Declan', 'Aoife', 'Maura'], objected_by=['Declan'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d4', text='Adoption open day at the shelter, Saturday 21 Nov, 11-3',
         stated=['d4_p', 'd4_a1', 'd4_a2', 'd4_a3', 'd4_ok'],
         agreed_by=['Siobhan', 'Aoife', 'Declan', 'Maura'], objected_by=[],
         status='superseded', superseded_by='d5', changed_at=['d5_p', 'd5_p2']),
    dict(id='d5', text='Open day on Sunday 22 Nov, 12-4 (road closed for resurfacing on the Saturday)',
         stated=['d5_p', 'd5_p2', 'd5_a1', 'd5_a2', 'd5_a3', 'd5_a4'],
         agreed_by=['Siobhan', 'Aoife', 'Cian', 'Maura', 'Declan'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d6', text='Vet-check rota: Maura on Tuesdays, Cian with Maura on Thursdays through November; urgent cases to Drumcondra Vets via Siobhan',
         stated=['d6_p', 'd6_p2', 'd6_obj_ok', 'd6_a1', 'd6_a2'],
         agreed_by=['Cian', 'Siobhan', 'Maura', 'Declan'], objected_by=['Maura'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d7', text='Van clutch repaired by Pádraig\'s garage in Cabra (€480, VAT invoice to the shelter), not the main dealer',
         stated=['d7_p', 'd7_obj_ok', 'd7_a1', 'd7_a2'],
         agreed_by=['Declan', 'Siobhan', 'Aoife', 'Maura'], objected_by=['Siobhan'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d8', text='Weekly "Waggy Wednesday" adoptable-animal post plus open-day countdown and TikToks; no treatment-room or wound photos',
         stated=['d8_p', 'd8_a1', 'd8_a2', 'd8_a3', 'd8_ok'],
         agreed_by=['Aoife', 'Siobhan', 'Cian', 'Maura'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d9', text='Quiz tickets €10 a head, €5 with a student card, tables of four',
         stated=['d9_p', 'd9_p2', 'd9_obj_ok', 'd9_a1', 'd9_ok'],
         agreed_by=['Declan', 'Siobhan', 'Cian'], objected_by=['Cian'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d10', text='Santa Paws photo booth at the open day (€5 a photo)',
         stated=['d10_p', 'd10_a1', 'd10_a2', 'd10_a3'],
         agreed_by=['Aoife', 'Cian', 'Siobhan', 'Declan'], objected_by=[],
         status='dropped', superseded_by=None, changed_at=['d10_drop_p', 'd10_drop_a1', 'd10_drop_a2']),
    dict(id='d11', text='Sponsored dog walk in the Phoenix Park on Sunday 13 Dec',
         stated=['d11_p', 'd11_a1', 'd11_a2', 'd11_a3'],
         agreed_by=['Siobhan', 'Maura', 'Aoife', 'Declan'], objected_by=[],
         status='dropped', superseded_by=None, changed_at=['d11_drop_p', 'd11_drop_a1', 'd11_drop_a2']),
    dict(id='d12', text='No animal goes home on the open day: applications only, home check the following week, then collection',
         stated=['d12_p', 'd12_a1', 'd12_a2', 'd12_a3'],
         agreed_by=['Maura', 'Siobhan', 'Declan', 'Cian'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
]

NON_DECISIONS = [
    (['nd_calendar', 'nd_calendar_r'], 'proposal not taken up'),
    (['nd_bot_price_s', 'nd_bot_price_r'], 'bot suggestion ignored'),            # codex: €15 a head
    (['nd_bot_time_s', 'nd_bot_time_r'], 'bot suggestion ignored'),             # claudy: 7-9pm, hashtag
    (['nd_van_sell'], 'proposal not taken up'),
    (['nd_snow'], 'hypothetical'),
    (['nd_gaa_dogs'], 'question'),
    (['nd_livestream', 'nd_livestream_r'], 'proposal not taken up'),
    (['nd_quizmaster'], 'joke'),
    (['nd_headtiktok'], 'joke'),
]

TODOS = [
    dict(id='t1', owner='Siobhan', task='Ring Kennedy\'s and book the function room for the quiz',
         taken=['t1_taken'], due='2015-11-03', status='done', closed_by=['t1_done'], handed_to=None),
    dict(id='t2', owner='Aoife', task='Make the quiz poster and the Eventbrite page',
         taken=['t2_taken'], due='2015-11-08', status='done', closed_by=['t2_done'], handed_to=None),
    dict(id='t3', owner='Declan', task='Bring the van to Pádraig\'s garage for the clutch',
         taken=['t3_taken'], due='2015-11-05', status='done', closed_by=['t3_done'], handed_to=None),
    dict(id='t4', owner='Cian', task='Set up the vet-check rota sheet on Google Sheets',
         taken=['t4_taken'], due='', status='done', closed_by=['t4_done'], handed_to=None),
    dict(id='t5', owner='Aoife', task='Collect raffle prizes from local shops (aim for 10)',
         taken=['t5_taken', 't5_hand_ok'], due='', status='done', closed_by=['t5_done'], handed_to='Cian'),
    dict(id='t6', owner='Maura', task='Write two quiz rounds (animal round + general knowledge)',
         taken=['t6_taken'], due='', status='done', closed_by=['t6_done'], handed_to=None),
    dict(id='t7', owner='Declan', task='Get a mic and speaker for the quiz',
         taken=['t7_taken', 't7_re'], due='', status='done', closed_by=['t7_done'], handed_to=None),
    dict(id='t8', owner='Siobhan', task='Email the OPW about a permit for the Phoenix Park walk',
         taken=['t8_taken'], due='', status='dropped', closed_by=['d11_drop_p', 't8_drop'], handed_to=None),
    dict(id='t9', owner='Aoife', task='Borrow the Santa suit from her uncle',
         taken=['t9_taken'], due='2015-11-22', status='dropped', closed_by=['d10_drop_p', 't9_drop'], handed_to=None),
    dict(id='t10', owner='codex', task='Work out how many quiz tickets cover the van repair after the open-day jar',
         taken=['t10_taken'], due='', status='done', closed_by=['t10_done'], handed_to=None),
    dict(id='t11', owner='claudy', task='Draft the Facebook post for the open day',
         taken=['t11_taken'], due='', status='done', closed_by=['t11_done'], handed_to=None),
    dict(id='t12', owner='Cian', task='Film a TikTok of the dogs at the open day',
         taken=['t12_taken'], due='2015-11-22', status='done', closed_by=['t12_done'], handed_to=None),
    dict(id='t13', owner='Maura', task='Boosters and microchip scans for all adoptable dogs before the open day',
         taken=['t13_taken'], due='', status='done', closed_by=['t13_done'], handed_to=None),
    dict(id='t14', owner='Declan', task='Fix the latch on the kennel block gate',
         taken=['t14_taken', 't14_re'], due='2015-11-22', status='open', closed_by=[], handed_to=None),
    dict(id='t15', owner='Siobhan', task='Write thank-you letters to the raffle prize donors',
         taken=['t15_taken', 't15_re'], due='2015-12-06', status='open', closed_by=[], handed_to=None),
]

NON_TODOS = [
    (['nt_maura_pay', 'nt_maura_pay_no'], 'offer declined'),
    (['nt_bot_rota'], 'bot offer not taken up'),
    (['nt_rota_sign'], 'instruction to others'),
    (['nt_beard'], 'banter promise'),
    (['nt_fb_event'], 'already done'),
    (['nt_nan'], 'banter promise'),
    (['nt_sell'], 'instruction to others'),
    (['nt_mic', 'nt_mic_r'], 'already done by someone else'),
    (['nt_bot_faq'], 'bot offer not taken up'),
    (['nt_neuter'], 'vague wish'),
    (['nt_class'], 'vague promise'),
    (['nt_treats'], 'already done'),
]

QUESTIONS = [
    # ---- changed
    ('Which night and venue was the quiz first planned for?',
     ['d1_p', 'd1_ok'], 'Friday 27 November in the upstairs room at Kennedy\'s, Phibsborough', 'changed'),
    ('Where was the quiz held in the end?',
     ['d3_p', 'd3_ok'], 'St Finbarr\'s GAA clubhouse, Thursday 3 December at 7:30', 'changed'),
    ('Why did the quiz leave Kennedy\'s after the date was sorted?',
     ['d3_p', 'd3_ok'], 'a new manager wanted €250 for the room; the GAA club gave theirs free', 'changed'),
    ('Why was the 27th no good for the quiz?',
     ['d2_p'], 'Kennedy\'s had double booked the room with a 21st birthday', 'changed'),
    ('What day and hours did the open day end up on?',
     ['d5_p2'], 'Sunday 22 November, 12 to 4', 'changed'),
    ('What was the original plan for the open day?',
     ['d4_p', 'd4_ok'], 'Saturday 21 November, 11 to 3', 'changed'),
    ('Did the Santa photo booth happen?',
     ['d10_drop_p', 'd10_drop_a2'], 'No, it was dropped (the suit was stained and the day was busy enough)', 'changed'),
    ('Are we still doing the Phoenix Park sponsored walk?',
     ['d11_drop_p', 't8_drop'], 'No, dropped: the OPW needs 6 weeks notice and big insurance cover', 'changed'),
    # ---- owner
    ('Who ended up getting the raffle prizes?',
     ['t5_hand', 't5_hand_ok', 't5_done'], 'Cian, after Aoife got the flu (Aoife had 3 before that)', 'owner'),
    ('Who took the van over to the Cabra garage?',
     ['t3_taken', 'van_drop'], 'Declan (Cian later reported it back and working)', 'owner'),
    ('Who wrote the quiz questions?',
     ['t6_taken', 't6_done'], 'Maura: an animal round, a general knowledge round and a dog-breed picture round', 'owner'),
    ('Who is fixing the gate on the kennel block?',
     ['t14_taken', 't14_re'], 'Declan', 'owner'),
    ('Who drafted the open day Facebook post?',
     ['t11_taken', 't11_done'], 'the bot claudy, at Aoife\'s request', 'owner'),
    # ---- status
    ('Is the kennel gate latch fixed?',
     ['t14_re'], 'No, the part was the wrong size; Declan plans to do it Monday', 'status'),
    ('Have the raffle donors been thanked?',
     ['t15_re'], 'Not all: 4 of 10 letters done, the rest promised', 'status'),
    ('Did the dogs get their boosters before the open day?',
     ['t13_done'], 'Yes, all eight, chips scanned too', 'status'),
    ('Is the rota spreadsheet up?',
     ['t4_done'], 'Yes, linked in the group description', 'status'),
    ('Did Aoife get the Santa suit?',
     ['t9_drop'], 'No, she stopped chasing it when the booth was dropped', 'status'),
    ('Did the open day TikTok go up?',
     ['t12_done'], 'Yes, 8k views the first day', 'status'),
    # ---- single
    ('What did the main dealer quote for the clutch?',
     ['d7_p'], '€900 (Pádraig did it for €480)', 'single'),
    ('How much did the quiz raise altogether?',
     ['qz_total'], '€2,870', 'single'),
    ('How many applications came in at the open day?',
     ['od_apps'], '14, three of them for Bella', 'single'),
    ('What do students pay for the quiz?',
     ['d9_p2', 'd9_ok'], '€5 with a student card', 'single'),
    ('Why did Siobhan hesitate about the cheaper garage?',
     ['d7_obj'], 'the council van grant needs proper VAT receipts for repairs', 'single'),
    ('Can adopters bring an animal home on the open day itself?',
     ['d12_p', 'd12_a1'], 'No: application on the day, home check the following week, then collection', 'single'),
    # ---- temporal
    ('When did Declan drop the van to Pádraig?',
     ['van_drop'], 'Thursday 12 November in the morning', 'temporal'),
    ('When is Declan going to buy the right latch part?',
     ['t14_re'], 'Monday (7 December) at Woodie\'s', 'temporal'),
    ('What time does the quiz start?',
     ['d3_ok'], '7:30 pm', 'temporal'),
    ('When did Bella go to her new home?',
     ['bella_home'], 'Thursday 3 December, the day of the quiz (with the Murphys)', 'temporal'),
    # ---- multi
    ('How was the vet rota settled after Maura\'s concern?',
     ['d6_p', 'd6_obj', 'd6_p2', 'd6_obj_ok'], 'Maura Tuesdays; Cian only with Maura on Thursdays for November; urgent cases to Drumcondra Vets', 'multi'),
    ('After the open-day donations, how many tickets were needed to pay off the van, and was it covered?',
     ['t10_done'], '€295 left, about 36 tickets (9 tables); 17 tables were already sold, so yes', 'multi'),
    ('What did Declan object to about the GAA clubhouse, and what won him over?',
     ['d3_obj', 'd3_b', 'd3_obj_ok'], 'no bar and too far for the regulars; the club can open its bar and it is a 10-minute walk', 'multi'),
    ('Does Declan have to shave his beard?',
     ['nt_beard', 'qz_total', 'beard_safe'], 'No, the bet was three grand and they raised €2,870', 'multi'),
]


if __name__ == '__main__':
    msgs, markers = build(SESSIONS, PEOPLE, tz_hours=0, seed=20261102)
    write_all(HERE, msgs, markers, DECISIONS, NON_DECISIONS, TODOS, NON_TODOS, QUESTIONS)
