#!/usr/bin/env python3
"""English community theatre group chat (Enoggera Creek Players, Brisbane):
staging a spring play (The Importance of Being Earnest): rehearsals, the venue
hire, tickets and pricing, props and costumes, a fundraiser raffle,
2025-08-11 .. 2025-09-07, +10:00.

Run `python3 _build.py` (from anywhere) to regenerate chat.jsonl and the label
files in this folder. Line format: see ../_chatgen.py.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from _chatgen import build, write_all  # noqa: E402

PEOPLE = {
    'Marguerite': (4730281956, False),  # director; long messages, "darlings"
    'Priya': (5912046387, False),       # stage manager; terse, organised, bookings
    'Zoe': (6384417052, False),         # 16, plays Cecily; lowercase
    'Ken': (3827755190, False),         # retiree, treasurer; formal, raffle, front of house
    'Macca': (5140398263, False),       # set builder, has a ute; Aussie slang
    'Claudie': (7964102835, True),      # bot: polite
    'Codex': (7829950417, True),        # bot: terse
}

SESSIONS = [
("2025-08-11 19:05", r"""
Marguerite: Evening all! Now that casting is done (congratulations again, every one of you, it was a very hard choice), this is our little production chat for Earnest. Everything show-related in here please, so nothing gets lost in the general club chat.
Marguerite: Show dates we pencilled: Fri 19 Sept evening, Sat 20 Sept matinee + evening. Five and a half weeks, darlings. It's enough. Just.
Priya: Noted. Need a venue confirmed this week.
Zoe: omg its happening
Ken: Good evening all. Delighted to be treasurer again. I will keep the books tidy.
Macca: Good stuff. What's the go with the hall then
#d_venue_p Marguerite: My thinking is the Ashgrove Memorial Hall. Proper raked seating for 120, a kitchen for interval, and the committee there gives community groups a rate. St Luke's is fine for rehearsals but the audience would be sitting on those awful plastic chairs again.
#d_venue_obj >d_venue_p Macca: Ashgrove stage is tiny mate. No wings to speak of. Where do I put three flats and a bloody garden
#venue_rate Marguerite: I know, I know. But the rate is $650 for the three shows plus the Thursday tech, versus nearly double at the arts centre. And you told me last year the flats could be cut down?
#d_venue_tm Macca: Yeah fair, I can trim 'em. She'll be right. Ashgrove it is
#d_venue_a1 Priya: Agree. Ashgrove.
#d_venue_a2 Ken: Ashgrove suits me, and the car park is a blessing for our older patrons.
#t_hall Priya: I'll book it and pay the deposit by Friday.
Zoe: ok but is there a mirror backstage bc last time i did my makeup in a toilet
Macca: Welcome to community theatre kid
"""),
("2025-08-12 07:40", r"""
Ken: Good morning all. Before I forget: rehearsal nights. Are we keeping Tuesdays and Thursdays?
#d_reh1_p Marguerite: Yes please. Tuesday and Thursday, 7 till 9:30, St Luke's hall in Red Hill. Saturday afternoons for the last two weeks, I'll confirm those later.
#d_reh1_a1 Priya: Tue/Thu 7pm. Works.
#d_reh1_a2 Zoe: tues thurs fine, mum can drive me
#d_reh1_a3 Macca: 👍
#nt_offbook Priya: Everyone off book by the 25th please. No scripts on stage after that.
Zoe: the 25th???? i have like 40 lines in act 2
Marguerite: You'll be wonderful. Cecily is a chatterbox, it helps.
"""),
("2025-08-12 20:15", r"""
#d_price1_p Ken: On tickets, I'd suggest a flat $20 like last year. Simple for the door and people know what to expect.
#d_price1_a1 Marguerite: Yes, keep it simple. $20.
#d_price1_a2 Priya: $20 flat, fine.
#nd_stream Zoe: what if we livestream it on tiktok too. people would pay for that
Marguerite: Sweet idea, but the licence from the publisher is for live performance only, Zoe. No recording for anyone outside the hall. They are very firm on that.
Zoe: boooo ok
"""),
("2025-08-13 11:20", r"""
Zoe: anyone else at the ekka today
Zoe: [photo]
Macca: Strawberry sundae or you didn't go
Zoe: obviously. the queue was 40 mins
Ken: I took the grandchildren on Saturday. The showbags are $35 now. Thirty-five dollars!
Macca: Robbery
Marguerite: I'm at home with the script and a pot of tea, which is my idea of a show holiday.
Marguerite: Small thing while I have you: I've cut about six pages from Act 1. Priya has the new version.
Priya: Uploaded to the drive. Use v2 from tonight.
Zoe: pls tell me you cut my lines
Marguerite: Not one, darling.
"""),
("2025-08-14 18:50", r"""
#t_hall_done Priya: Ashgrove booked. Thu 18 (tech), Fri 19, Sat 20. Deposit $300 paid. Balance due 12 Sept.
Priya: [photo]
Ken: Thank you Priya, I have noted the $300.
Marguerite: Marvellous. Thank you!!
Macca: legend
"""),
("2025-08-14 21:30", r"""
#d_set_p Macca: Set plan. I reckon we reuse the flats from Pirates last year, slap some green on two of 'em for the garden in Act 2. I'll knock up the bench and a tea trolley out of the ply I've got in the shed
#d_set_a1 Marguerite: Yes! That saves us a fortune. The tea trolley is essential, Algernon has to attack the cucumber sandwiches from something.
#d_set_a2 Priya: Good. Flats need to fit the Ashgrove stage, 4.2m wide.
Macca: Yep, measured it last arvo. She'll fit
#t_bench Macca: Bench and trolley I'll have done before the first Saturday rehearsal
#nd_sandwich Macca: And I'll eat whatever cucumber sandwiches survive each night, that's my fee
>nd_sandwich Zoe: lmaooo
"""),
("2025-08-15 10:10", r"""
#d_raffle_p Ken: Fundraiser idea for the raffle. Three prizes: a hamper, a dinner voucher from the Red Hill Tavern, and a voucher from the garden centre. Tickets $2 each or 3 for $5. Drawn after the curtain call on closing night.
#d_raffle_a1 Marguerite: Lovely, Ken. Yes to all of that.
#d_raffle_a2 Priya: Fine by me. Drawn Sat evening.
#d_raffle_a3 Macca: Beauty
#t_prizes Ken: I'll go around the shops next week and ask for the prizes.
#permit_q Zoe: do we need like a licence for a raffle? my school got in trouble once for that
#t_permit Ken: Good question, Zoe. I'll ring the gaming office on Monday and find out.
"""),
("2025-08-16 15:45", r"""
Macca: [photo]
Macca: Found the Pirates flats under a tarp. Bit of mould on one but she'll scrub up
Priya: Which one.
Macca: The ship one. Lucky we're painting it anyway
Marguerite: A ship into a garden. That's theatre!
"""),
("2025-08-17 18:20", r"""
Ken: Good evening. For the record, the club account stands at $1,240 after the hall deposit and the rights payment to the publisher.
Marguerite: Thank you Ken. Tighter than I'd like.
Ken: It is. I'll keep you all posted.
Zoe: is that a lot or not a lot
Macca: Not a lot kid
"""),
("2025-08-18 13:05", r"""
#t_permit_done Ken: Good afternoon all. I rang the gaming office this morning. As our total prize value is well under their limit, we don't need a permit. We just need to keep a record of ticket sales and announce the winners publicly.
Marguerite: Thank you Ken!
Priya: Noted.
Zoe: ok good no raffle jail
"""),
("2025-08-19 21:45", r"""
Marguerite: Lovely first blocking rehearsal tonight, everyone. Act 1 is already funny and we've barely started. Zoe, your entrance got a laugh from Priya and she never laughs.
Priya: I laughed once.
Zoe: 😭😭 thank u
Macca: [photo]
Macca: dropped the old flats in the St Luke's storeroom this arvo
"""),
("2025-08-20 09:30", r"""
#d_cost_p Marguerite: Costumes, darlings. Option one, hire from Stagecraft in Woolloongabba: about $45 a costume, times eight. Option two, Toowong Players have offered us their Edwardian wardrobe for free if we make a donation, say $50. I know which one Ken prefers.
Ken: You know me well.
#d_cost_obj >d_cost_p Zoe: the toowong stuff smells like mothballs tho my friend wore one of their dresses and she said it was like a grandmas cupboard
Marguerite: A good airing and a steam, Zoe, and nobody in the back row will smell a thing. Hiring would cost us $360.
#d_cost_tm Zoe: ok fine if they get steamed. toowong
#d_cost_a1 Ken: Toowong, and the $50 donation comes out of the club account.
#d_cost_a2 Priya: Toowong. Fittings at rehearsal 28 Aug.
#t_cost Marguerite: I'll arrange with their wardrobe lady to pick everything up next week.
"""),
("2025-08-21 19:55", r"""
#d_reh2_ann Priya: Rehearsals from next week: Mon + Thu, 7:00-9:30, St Luke's. Tuesdays the hall has the choir now.
#t_monday Priya: I'll confirm Mondays with the parish office tomorrow.
#d_reh2_a1 Zoe: mondays ok
#d_reh2_a2 Macca: No dramas
#nt_lift Ken: Zoe, if your mum can't drive you on Mondays, I'm happy to give you a lift home, I go past Kelvin Grove.
Zoe: thanks ken!! mum's fine mondays tho
"""),
("2025-08-22 11:15", r"""
#t_monday_done Priya: Parish office confirmed Mondays 7-9:30 through to 15 Sept.
#d_reh2_a3 >t_monday_done Marguerite: Perfect. Monday and Thursday it is, my diary is updated.
#d_reh2_a4 Ken: Noted in my diary as well.
"""),
("2025-08-22 16:40", r"""
#hall_rise Ken: Regarding the hall. The committee has emailed: hire has gone up, the new rate applies to bookings after 1 August. It is $950 now, not $650. We still have it, but the budget needs a look.
Macca: Strewth
Marguerite: Oh for heaven's sake.
Priya: @Codex costs so far: hall $950, rights $480, costumes donation $50, set materials $120, printing $90. 120 seats x 3 shows, assume 60% full. Break-even ticket price?
#t_bot_calc Codex: On it.
#t_bot_calc_done Codex: Total costs: $1,690. Seats sold at 60%: 216. Break-even: $7.82 per ticket. At $20 you clear about $2,630 before raffle. At $25, about $3,710.
#nd_bot_early Codex: Suggest early-bird tier $18 for the first 50 sales to front-load cash flow.
Priya: Thanks.
"""),
("2025-08-22 20:20", r"""
#d_price2_p Marguerite: Even so, darlings, I'd like us to go up. The club account is nearly empty after Pirates and the Christmas show needs a buffer. $25 adults, $20 concession?
#d_price2_obj >d_price2_p Ken: I must say I'm uneasy. Many of our regulars are pensioners and $20 was already a stretch for some. A five dollar rise on a concession feels unkind.
Macca: Ken's got a point. Half my street are on the pension
Marguerite: I hear you, Ken. Concession is only $20, the same as last year's full price. Nobody pays more than they did last year unless they're working.
#d_price2_tm Ken: Put that way, I can live with it. $25 and $20.
#d_price2_a1 Priya: $25 / $20 then.
#d_price2_a2 Macca: Righto
"""),
("2025-08-23 10:00", r"""
#d_tix_p Priya: Ticketing. Propose SeatHop online. $1 booking fee per ticket, we absorb it. Seat map, emails tickets, QR check-in.
#d_tix_obj >d_tix_p Ken: I'd hate to lose our door sales. Quite a few of our audience don't do anything online and just turn up with cash.
#door20 Priya: Can hold back 20 seats per show for the door. Cash only.
#d_tix_tm Ken: With 20 kept for the door, I'm content.
#d_tix_a1 Marguerite: Wonderful compromise. SeatHop plus 20 at the door.
#d_tix_a2 Zoe: yes pls i hate carrying cash anyway
#t_seathop Priya: I'll set up the SeatHop page this weekend.
"""),
("2025-08-24 15:30", r"""
#t_poster Ken: I have started a poster in Publisher. I'll have a draft for you all by Wednesday.
Zoe: ken no offence but publisher 💀
Ken: None taken. I'm sure it shows.
"""),
("2025-08-25 19:10", r"""
Marguerite: Off book tonight, everyone! Well. Mostly.
Zoe: i only called line twice ok
Macca: [photo]
Macca: Bench is glued and clamped. Trolley next weekend
#nt_shout Macca: If we sell out I'll shout the whole cast a beer. Lemonade for Zoe
Zoe: rude
"""),
("2025-08-26 12:20", r"""
#d_sizzle_p Macca: Another fundraiser, reckon we do a Bunnings sausage sizzle. Sat 30 Aug at the Keperra one. Easy $600 on a good day
#d_sizzle_a1 Marguerite: Oh yes, good thinking. And we can hand out flyers with the show dates.
#d_sizzle_a2 Ken: I'm happy to do a shift on the barbecue. Count me in.
#d_sizzle_a3 Zoe: i can do the money tin
#t_sizzle Macca: Sweet. I'll ring Bunnings today and lock in the slot
"""),
("2025-08-26 18:45", r"""
#d_drinks_p Marguerite: One more idea, darlings: opening night drinks in the foyer after Friday's show. A glass of bubbly and some cheese for the audience, mingle with the cast. It builds such goodwill.
#d_drinks_a1 Priya: Fine if it's after bump-out of front of house. 30 mins max.
#d_drinks_a2 Ken: A lovely touch. I'd budget $150 for it.
#d_drinks_a3 Zoe: can i have bubbly
Marguerite: Apple juice, darling.
#t_drinks Marguerite: I'll look into what the hall needs for serving alcohol and sort the cheese.
"""),
("2025-08-27 09:05", r"""
#t_poster_hand >t_poster Ken: Good morning. I'm afraid the poster is beyond me, it looks like a parish newsletter from 1987. Zoe, would you be willing to take it on? You're clearly better at these things.
#t_poster_ok Zoe: ya ill do it in canva tonight
Ken: Thank you. The details are: Enoggera Creek Players, The Importance of Being Earnest, Ashgrove Memorial Hall, 19-20 September.
Zoe: got it
"""),
("2025-08-27 22:40", r"""
#t_poster_done Zoe: [photo]
#t_poster_done2 Zoe: poster done!! its in the drive
Marguerite: Zoe, that's GORGEOUS. The handbag! Perfect.
Priya: Good. Need the SeatHop link on it.
Zoe: added the qr
Ken: Splendid, much better than mine. Thank you Zoe.
#nd_handbag Macca: Should charge $5 to touch Lady Bracknell's handbag at interval
"""),
("2025-08-28 21:50", r"""
Marguerite: Costume fittings done for everyone except Ken, who was hiding in the kitchen doing the books.
Ken: Guilty.
#t_cost_done Priya: Picked up the costumes from Toowong on my way in. 3 garment bags + a box of hats. In the St Luke's storeroom.
Marguerite: Priya, you are an angel, I was going to do that on Saturday. Thank you.
#steamed Zoe: they were steamed!! no mothballs
Zoe: can we get a pic of everyone in costume for insta
Marguerite: At the dress rehearsal, darling, not before!
"""),
("2025-08-29 08:30", r"""
#d_sizzle_drop1 >t_sizzle Macca: Bad news on the sizzle. Bunnings has every Saturday booked out till November. Missed the boat
Marguerite: Oh no. Can we try the Mitchelton one?
Macca: Tried. Same story, school P&Cs got in first
#d_sizzle_drop2 Marguerite: Then let's let it go. The raffle will have to carry us.
#d_sizzle_drop3 Ken: Agreed, no point chasing it.
"""),
("2025-08-30 14:15", r"""
Zoe: posted 3 rehearsal pics + a reel on insta 🎭
Zoe: [photo]
Macca: I look like a garden gnome in that reel
Zoe: thats the vibe
#t_bench_done Macca: Bench and trolley done. Painted and all
Macca: [photo]
>t_bench_done Marguerite: Macca!! They're beautiful. Algernon is going to love that trolley.
"""),
("2025-08-31 16:05", r"""
Priya: @Claudie write a short blurb for the SeatHop event page. 60 words. Comedy, Wilde, Ashgrove Memorial Hall, 19-20 Sept.
#t_bot_blurb Claudie: Of course. I'll draft it now.
#t_bot_blurb_done Claudie: Here's a draft:\n"Two young men, two invented identities and one very formidable aunt. The Enoggera Creek Players present Oscar Wilde's sparkling comedy The Importance of Being Earnest at Ashgrove Memorial Hall, 19-20 September. Cucumber sandwiches, mistaken names and a handbag you won't forget. Bring your friends, and your sense of humour."
#nt_bot_seat Claudie: If it helps, I could also make a printable seating chart for the door sales.
Priya: Blurb's good, using it. No chart needed, Ken has the door.
#t_seathop_done Priya: SeatHop is live. Link in the drive and on the poster QR. 20 seats held per show for the door.
Ken: Excellent.
"""),
("2025-09-01 07:15", r"""
Zoe: happy first day of spring 🌸
Macca: Got swooped on the way to the servo. Spring's here alright
Ken: Cable ties on the bike helmet, Macca. Works every time.
Macca: It's the ute mate, the bugger went for the window
Zoe: LMAO
Marguerite: Spring! And two and a half weeks to opening. Deep breaths, darlings.
Priya: 18 days.
Zoe: priya pls
"""),
("2025-09-01 19:30", r"""
#d_price3_p Ken: A thought now that SeatHop is live. Could we add a family ticket? Two adults and two children for $60. And I'd like the concession back down to $15 if the budget allows it, I've had a few quiet words from people at bowls.
Priya: @Codex with 216 sold, mix 50% adult, 35% concession, 15% in family tickets. $25/$15/$60 for 4. Still above break-even?
#calc2 Codex: Yes. Approx revenue $4,320 vs costs $1,690. Margin ~$2,630.
#d_price3_a1 Marguerite: Then yes, Ken, let's do it. $25 adult, $15 concession, $60 family of four. You've earned that one.
#d_price3_a2 Priya: Agreed.
#d_price3_a3 Macca: Good on ya Ken
#d_price3_done Priya: SeatHop updated. Adult $25, Conc $15, Family (2+2) $60.
"""),
("2025-09-02 10:20", r"""
#d_drinks_drop1 >d_drinks_p Marguerite: Sad news on the opening night drinks. The hall doesn't allow any alcohol without a licensed bar, and a temporary licence is $200 plus a two-week wait. I'm inclined to drop the whole thing rather than do cheese and orange juice.
#d_drinks_drop2 Priya: Agree. Drop it. Less to pack down.
#d_drinks_drop3 Ken: Sensible.
#t_drinks_drop Marguerite: So I won't be ordering anything. I hadn't got round to the cheese anyway!
Zoe: rip apple juice
"""),
("2025-09-02 18:00", r"""
#t_prizes_done Ken: Good evening. Prizes secured: a hamper from the Red Hill deli, a $100 dinner voucher from the Tavern, and $75 from the Ashgrove garden centre.
Ken: [photo]
Marguerite: Ken you superstar.
Macca: Top effort mate
Ken: I've ordered the raffle books from Officeworks. Ten books of 50, ready Thursday.
"""),
("2025-09-03 21:00", r"""
#nd_matinee Marguerite: Darlings, a wild thought. Since Saturday is selling so quickly, could we add a Sunday matinee?
Priya: Hall's booked Sunday. Wedding reception.
Marguerite: Ah. Never mind then.
#nd_preview Zoe: if friday sells out could we do a thursday preview instead
Priya: Thursday is tech. Not happening.
#nd_lights Ken: Should we hire a proper lighting operator for the three nights? I saw one advertised for $300.
#jonno Macca: Nah my mate Jonno does it for a carton. He's done every show since 2019
Ken: Fair enough.
"""),
("2025-09-03 22:35", r"""
Zoe: cant come monday btw i have a chem exam tuesday 😭
Priya: Noted. Will run Act 1 without Cecily.
Marguerite: Study hard, darling. Cecily can wait one night.
Zoe: ty
Macca: Chem. Brings back bad memories
"""),
("2025-09-04 07:55", r"""
#t_tickets_done Ken: Raffle books collected from Officeworks. They'll be on the table at St Luke's tonight, two books each please.
Ken: @Claudie how would you suggest we keep track of who has which book?
#nt_bot_raffle Claudie: A simple sheet works: book number, ticket range, who has it, money handed in. I can set up a tracking table for you and update it as you tell me the sales.
Ken: Thank you, I'll stick with my exercise book.
Macca: Ken's exercise book has outlived three treasurers
"""),
("2025-09-04 22:10", r"""
Marguerite: Tonight was the first run without stopping. Two hours ten. We need it under two. Act 3 drags when Jack goes to get the handbag, Macca can we make that exit quicker?
#t_door Macca: Yeah I'll move the door flat left a bit, shorter walk
#nt_squiz Macca: Will have a squiz at the hall's lighting board too at some point
#nt_snacks Zoe: someone pls bring snacks next time everyone was dying by act 3
Priya: Notes in the drive.
#nd_party Zoe: wait are we doing a cast party after closing
>nd_party Marguerite: Let's get through opening first, Zoe!
"""),
("2025-09-05 12:40", r"""
#nt_shoes Marguerite: Reminder, everyone bring your own black shoes to the dress rehearsal. Toowong didn't have shoes.
#t_bio Marguerite: And I'll write the director's note and the cast bios for the program. Please send me two lines about yourselves by Monday.
#nt_fb Zoe: i can make a fb event for the show
#nt_fb_r >nt_fb Priya: Already did. Last night.
Zoe: oh ok lol
#nt_wish Ken: I'd love us to do a Gilbert and Sullivan one year. Just putting it out there.
Macca: Over my dead body Ken
"""),
("2025-09-05 20:40", r"""
Macca: Anyone watching the footy tonight or is it just me and Jonno
Ken: I'll be listening on the wireless, as ever.
Zoe: whats the footy
Macca: I'm disowning you
Marguerite: Darlings, please don't let the Broncos keep you up before Saturday's run.
Priya: Call is 12:30. Not 12:45.
"""),
("2025-09-06 12:35", r"""
Priya: Full run at 1. Sign in here when you arrive.
Zoe: here
Macca: [photo]
#t_door_done >t_door Macca: door flat shifted
#nt_script_done Priya: Sent the updated running order and call sheet to everyone's email this morning.
Ken: Received, thank you.
"""),
("2025-09-07 17:20", r"""
Ken: Happy Father's Day to the dads. My lot have taken me to lunch, so I'm writing this from a café in Paddington.
Macca: Cheers Ken. Kids got me socks. Again
Marguerite: Today's run: one hour fifty-four! Under two hours, darlings! I am so proud of you all.
Zoe: WE DID IT
Macca: Bring on tech week
#sales Ken: Sales update: SeatHop shows 148 tickets sold across the three shows. Raffle: all 10 books are out, 212 tickets sold so far.
#t_float Ken: I'll get a cash float from the bank for the door, $200 in small notes, before the 18th.
Priya: Hall balance?
#hall_paid Ken: Paid on Friday. $650, so the hall is fully paid.
#t_bio2 Marguerite: Bios still trickling in. I'll get the program note done this week, promise.
"""),
]

DECISIONS = [
    dict(id='d1', text='Venue for the tech night and the three shows: Ashgrove Memorial Hall',
         stated=['d_venue_p', 'd_venue_tm', 'd_venue_a1', 'd_venue_a2', 't_hall_done'],
         agreed_by=['Marguerite', 'Macca', 'Priya', 'Ken'], objected_by=['Macca'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d2', text='Tickets a flat $20',
         stated=['d_price1_p', 'd_price1_a1', 'd_price1_a2'],
         agreed_by=['Ken', 'Marguerite', 'Priya'], objected_by=[],
         status='superseded', superseded_by='d3', changed_at=['d_price2_p', 'd_price2_tm']),
    dict(id='d3', text='Tickets $25 adult / $20 concession after the hall hire went up',
         stated=['d_price2_p', 'd_price2_tm', 'd_price2_a1', 'd_price2_a2'],
         agreed_by=['Marguerite', 'Ken', 'Priya', 'Macca'], objected_by=['Ken'],
         status='superseded', superseded_by='d4', changed_at=['d_price3_p', 'd_price3_a1']),
    dict(id='d4', text='Tickets $25 adult, $15 concession, $60 family (2 adults + 2 children)',
         stated=['d_price3_p', 'd_price3_a1', 'd_price3_a2', 'd_price3_a3', 'd_price3_done'],
         agreed_by=['Ken', 'Marguerite', 'Priya', 'Macca'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d5', text='Rehearsals Tuesday and Thursday 7-9:30pm at St Luke\'s hall',
         stated=['d_reh1_p', 'd_reh1_a1', 'd_reh1_a2', 'd_reh1_a3'],
         agreed_by=['Marguerite', 'Priya', 'Zoe', 'Macca'], objected_by=[],
         status='superseded', superseded_by='d6', changed_at=['d_reh2_ann']),
    dict(id='d6', text='Rehearsals Monday and Thursday 7-9:30pm at St Luke\'s (the choir has Tuesdays)',
         stated=['d_reh2_ann', 'd_reh2_a1', 'd_reh2_a2', 't_monday_done', 'd_reh2_a3', 'd_reh2_a4'],
         agreed_by=['Priya', 'Zoe', 'Macca', 'Marguerite', 'Ken'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d7', text='Raffle: three prizes (hamper, Tavern dinner voucher, garden centre voucher), $2 or 3 for $5, drawn after closing night',
         stated=['d_raffle_p', 'd_raffle_a1', 'd_raffle_a2', 'd_raffle_a3'],
         agreed_by=['Ken', 'Marguerite', 'Priya', 'Macca'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d8', text='Costumes borrowed from Toowong Players\' wardrobe for a $50 donation, not hired',
         stated=['d_cost_p', 'd_cost_tm', 'd_cost_a1', 'd_cost_a2'],
         agreed_by=['Marguerite', 'Zoe', 'Ken', 'Priya'], objected_by=['Zoe'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d9', text='Bunnings sausage sizzle fundraiser on Sat 30 Aug (Keperra)',
         stated=['d_sizzle_p', 'd_sizzle_a1', 'd_sizzle_a2', 'd_sizzle_a3'],
         agreed_by=['Macca', 'Marguerite', 'Ken', 'Zoe'], objected_by=[],
         status='dropped', superseded_by=None, changed_at=['d_sizzle_drop1', 'd_sizzle_drop2', 'd_sizzle_drop3']),
    dict(id='d10', text='Opening-night drinks (bubbly and cheese) in the foyer after Friday\'s show',
         stated=['d_drinks_p', 'd_drinks_a1', 'd_drinks_a2'],
         agreed_by=['Marguerite', 'Priya', 'Ken'], objected_by=[],
         status='dropped', superseded_by=None, changed_at=['d_drinks_drop1', 'd_drinks_drop2', 'd_drinks_drop3']),
    dict(id='d11', text='Online ticketing on SeatHop (booking fee absorbed) with 20 seats per show held for cash door sales',
         stated=['d_tix_p', 'd_tix_tm', 'd_tix_a1', 'd_tix_a2', 't_seathop_done'],
         agreed_by=['Priya', 'Ken', 'Marguerite', 'Zoe'], objected_by=['Ken'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d12', text='Set: reuse last year\'s flats (two painted green for the garden); Macca builds a bench and a tea trolley',
         stated=['d_set_p', 'd_set_a1', 'd_set_a2'],
         agreed_by=['Macca', 'Marguerite', 'Priya'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
]

NON_DECISIONS = [
    (['nd_stream'], 'proposal not taken up'),         # livestream on tiktok -> licence
    (['nd_sandwich'], 'joke'),                        # eat the sandwiches as my fee
    (['nd_bot_early'], 'bot suggestion ignored'),     # Codex: early-bird tier
    (['nd_handbag'], 'joke'),                         # $5 to touch the handbag
    (['nd_matinee'], 'proposal not taken up'),        # Sunday matinee -> hall booked
    (['nd_preview'], 'hypothetical'),                 # if Friday sells out, Thursday preview
    (['nd_lights'], 'proposal not taken up'),         # hire a lighting operator -> Jonno
    (['nd_party'], 'question'),                       # cast party? -> opening first
    (['permit_q'], 'question'),                       # do we need a licence for a raffle?
]

TODOS = [
    dict(id='t1', owner='Priya', task='Book Ashgrove Memorial Hall and pay the deposit',
         taken=['t_hall'], due='2025-08-15', status='done', closed_by=['t_hall_done'], handed_to=None),
    dict(id='t2', owner='Ken', task='Ring the gaming office about whether the raffle needs a permit',
         taken=['t_permit'], due='2025-08-18', status='done', closed_by=['t_permit_done'], handed_to=None),
    dict(id='t3', owner='Macca', task='Build the garden bench and the tea trolley',
         taken=['t_bench'], due='2025-09-06', status='done', closed_by=['t_bench_done'], handed_to=None),
    dict(id='t4', owner='Ken', task='Make the show poster',
         taken=['t_poster', 't_poster_ok'], due='2025-08-27', status='done', closed_by=['t_poster_done', 't_poster_done2'],
         handed_to='Zoe'),
    dict(id='t5', owner='Priya', task='Set up the SeatHop ticketing page',
         taken=['t_seathop'], due='2025-08-24', status='done', closed_by=['t_seathop_done'], handed_to=None),
    dict(id='t6', owner='Ken', task='Ask local shops for the raffle prizes',
         taken=['t_prizes'], due='2025-08-24', status='done', closed_by=['t_prizes_done'], handed_to=None),
    dict(id='t7', owner='Codex', task='Work out the break-even ticket price',
         taken=['t_bot_calc'], due='', status='done', closed_by=['t_bot_calc_done'], handed_to=None),
    dict(id='t8', owner='Claudie', task='Draft the blurb for the SeatHop event page',
         taken=['t_bot_blurb'], due='', status='done', closed_by=['t_bot_blurb_done'], handed_to=None),
    dict(id='t9', owner='Macca', task='Ring Bunnings and book the sausage sizzle slot',
         taken=['t_sizzle'], due='2025-08-26', status='dropped', closed_by=['d_sizzle_drop1', 'd_sizzle_drop2'],
         handed_to=None),
    dict(id='t10', owner='Marguerite', task='Find out what the hall needs for serving alcohol and order the cheese',
         taken=['t_drinks'], due='', status='dropped', closed_by=['d_drinks_drop1', 't_drinks_drop'], handed_to=None),
    dict(id='t11', owner='Marguerite', task='Pick up the costumes from Toowong Players\' wardrobe',
         taken=['t_cost'], due='2025-08-31', status='done', closed_by=['t_cost_done'], handed_to=None),
    dict(id='t12', owner='Macca', task='Move the door flat so Jack\'s Act 3 exit is quicker',
         taken=['t_door'], due='', status='done', closed_by=['t_door_done'], handed_to=None),
    dict(id='t13', owner='Priya', task='Confirm Monday rehearsals with the parish office',
         taken=['t_monday'], due='2025-08-22', status='done', closed_by=['t_monday_done'], handed_to=None),
    dict(id='t14', owner='Ken', task='Get a $200 cash float in small notes from the bank for the door',
         taken=['t_float'], due='2025-09-17', status='open', closed_by=[], handed_to=None),
    dict(id='t15', owner='Marguerite', task='Write the director\'s note and cast bios for the program',
         taken=['t_bio', 't_bio2'], due='', status='open', closed_by=[], handed_to=None),
]

NON_TODOS = [
    (['nt_offbook'], 'instruction to others'),        # off book by the 25th
    (['nt_lift'], 'offer declined'),                  # lift home for Zoe
    (['nt_shout'], 'banter promise'),                 # shout a beer if we sell out
    (['nt_bot_seat'], 'bot offer not taken up'),      # Claudie: seating chart
    (['nt_bot_raffle'], 'bot offer not taken up'),    # Claudie: tracking table
    (['nt_squiz'], 'vague promise'),                  # squiz at the lighting board
    (['nt_snacks'], 'vague wish'),                    # someone bring snacks
    (['nt_shoes'], 'instruction to others'),          # bring black shoes
    (['nt_fb', 'nt_fb_r'], 'already done by someone else'),  # fb event -> already did
    (['nt_wish'], 'vague wish'),                      # Gilbert and Sullivan one year
    (['nt_script_done'], 'already done'),             # sent the call sheet this morning
]

QUESTIONS = [
    # ---- changed
    ('How much are tickets now, and what were they first going to be?',
     ['d_price1_p', 'd_price2_p', 'd_price3_p', 'd_price3_a1', 'd_price3_done'],
     '$25 adult, $15 concession, $60 family (2 adults + 2 kids); at first a flat $20 for everyone', 'changed'),
    ('Before the family ticket came in, what did concession cost?',
     ['d_price2_p', 'd_price2_tm'], '$20 concession, with adults at $25', 'changed'),
    ('Why did we move away from the flat twenty dollar price?',
     ['hall_rise', 'd_price2_p'], 'The hall hire went up from $650 to $950 and the club account was nearly empty', 'changed'),
    ('Which nights are rehearsals on now?',
     ['d_reh1_p', 'd_reh2_ann', 't_monday_done', 'd_reh2_a3'],
     "Monday and Thursday, 7 to 9:30 at St Luke's (it started as Tuesday and Thursday)", 'changed'),
    ('Why did Tuesday rehearsals stop?',
     ['d_reh2_ann'], "The choir has St Luke's hall on Tuesdays now", 'changed'),
    ('Is the Bunnings barbecue fundraiser still on?',
     ['d_sizzle_p', 'd_sizzle_drop1', 'd_sizzle_drop2', 'd_sizzle_drop3'],
     'No. Every Saturday at Bunnings (Keperra and Mitchelton) was booked out, so it was let go', 'changed'),
    ('Are we still having a drinks reception after the first show?',
     ['d_drinks_p', 'd_drinks_drop1', 'd_drinks_drop2'],
     'No. The hall bans alcohol without a licensed bar (a permit is $200 and two weeks), so it was dropped', 'changed'),
    ('What was the Ashgrove hire going to cost when we chose it, and what is it now?',
     ['venue_rate', 'hall_rise'], '$650 at first; the new rate is $950', 'changed'),
    # ---- owner
    ('Who made the show poster in the end?',
     ['t_poster', 't_poster_hand', 't_poster_ok', 't_poster_done'],
     'Zoe, in Canva; Ken started one and handed it over to her', 'owner'),
    ('Who collected the Edwardian costumes?',
     ['t_cost', 't_cost_done'], 'Priya (Marguerite had said she would)', 'owner'),
    ('Who is getting the change for the door?',
     ['t_float'], 'Ken: a $200 float in small notes from the bank', 'owner'),
    ('Who wrote the text for the ticketing page?',
     ['t_bot_blurb', 't_bot_blurb_done'], 'Claudie', 'owner'),
    ('Who made the garden bench and tea trolley?',
     ['t_bench', 't_bench_done'], 'Macca', 'owner'),
    # ---- status
    ('Can people buy tickets online yet?',
     ['t_seathop', 't_seathop_done'], 'Yes, the SeatHop page went live on 31 Aug, with 20 seats per show kept for the door', 'status'),
    ('Is the writing for the program done yet?',
     ['t_bio', 't_bio2'], 'Not yet; Marguerite says she will finish the note this week, bios still coming in', 'status'),
    ('Have the raffle prizes been sorted out?',
     ['t_prizes', 't_prizes_done'], 'Yes: a deli hamper, a $100 Tavern dinner voucher and $75 from the garden centre', 'status'),
    ('Did Macca manage to book a Bunnings slot?',
     ['t_sizzle', 'd_sizzle_drop1'], 'No, they were booked out until November; the sizzle was dropped', 'status'),
    ('Has Ken got the cash float yet?',
     ['t_float'], 'Not yet; he said he would get it before the 18th', 'status'),
    ('Did Marguerite buy the cheese for opening night?',
     ['t_drinks', 't_drinks_drop'], 'No, the drinks were dropped and she never ordered anything', 'status'),
    # ---- single
    ('How big was the deposit on the hall?',
     ['t_hall_done'], '$300', 'single'),
    ('How many seats per performance are kept for people paying cash?',
     ['door20', 't_seathop_done'], '20 per show', 'single'),
    ('What do raffle tickets cost?',
     ['d_raffle_p'], '$2 each or 3 for $5', 'single'),
    ('What did Toowong Players get for lending the costumes?',
     ['d_cost_p', 'd_cost_a1'], 'A $50 donation from the club account', 'single'),
    ('Who is running the lights for the shows?',
     ['jonno'], "Macca's mate Jonno, paid in a carton", 'single'),
    ('Did the raffle need a permit?',
     ['t_permit_done'], 'No: prize value is under the limit; just keep a record of sales and announce the winners publicly', 'single'),
    # ---- temporal
    ('When is the raffle drawn?',
     ['d_raffle_p', 'd_raffle_a2'], 'After the curtain call on closing night, Saturday 20 Sept evening', 'temporal'),
    ('Which day is the technical rehearsal at the hall?',
     ['t_hall_done'], 'Thursday 18 September', 'temporal'),
    ('When did the costumes get to St Luke\'s?',
     ['t_cost_done'], 'Thursday 28 August, the night of the fittings', 'temporal'),
    ('What was the date for having lines learned?',
     ['nt_offbook'], '25 August', 'temporal'),
    # ---- multi
    ('With the final prices, what is break-even and roughly how much will we make?',
     ['t_bot_calc_done', 'calc2'],
     'Break-even is $7.82 a ticket on $1,690 costs; at 60% full, revenue about $4,320, margin about $2,630', 'multi'),
    ('Who was against selling tickets online and what won them over?',
     ['d_tix_obj', 'door20', 'd_tix_tm'],
     'Ken, worried about regulars who pay cash at the door; holding 20 seats per show for cash door sales', 'multi'),
    ("What was Zoe's worry about the borrowed costumes and did it work out?",
     ['d_cost_obj', 'd_cost_tm', 'steamed'],
     'That they smelled of mothballs; they were to be aired and steamed, and they arrived steamed with no smell', 'multi'),
    ('How much has the hall cost us all up, and is anything still owing?',
     ['t_hall_done', 'hall_rise', 'hall_paid'], '$950: $300 deposit plus a $650 balance Ken paid; nothing owing', 'multi'),
]


if __name__ == '__main__':
    msgs, markers = build(SESSIONS, PEOPLE, tz_hours=10, seed=20250811)
    write_all(HERE, msgs, markers, DECISIONS, NON_DECISIONS, TODOS, NON_TODOS, QUESTIONS)
