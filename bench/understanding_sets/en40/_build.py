#!/usr/bin/env python3
"""English quilters' guild officers' chat (Snake River Quilters' Guild, Boise, Idaho):
the fall quilt show and the raffle quilt, 2026-09-07 .. 2026-10-11, -06:00 MDT.

Run `python3 _build.py` (from anywhere) to regenerate chat.jsonl and the label
files in this folder. Line format: see ../_chatgen.py.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from _chatgen import build, write_all  # noqa: E402

PEOPLE = {
    'Linda': (6120938475, False),   # president, 64; retired librarian; venues, city permit contacts
    'Carol': (5730192846, False),   # treasurer, 70; money, raffle tickets, fabric kits; full sentences
    'Jess': (7041928365, False),    # 31; social media, flyer; lowercase, emoji
    'Priya': (6638201947, False),   # show chair, 45; ER nurse on shifts; fairgrounds, volunteers
    'Bob': (5910384726, False),     # 68; retired contractor, only non-quilter; hanging frames, jokes
    'Claudie': (7480193625, True),  # bot: polite
    'Gemma': (7830291647, True),    # bot: chatty, emoji
}

SESSIONS = [
("2026-09-07 18:30", r"""
Linda: Evening all! Labor Day done, which means quilt show season is officially on us
Carol: Don't remind me. My sewing room looks like a fabric store exploded.
Jess: hiii 👋
Priya: Just got off shift, reading along
Bob: I'm only here because Linda added me
Linda: You're here because you own the drill, dear
#d_show1_p Linda: So my proposal for the show: Saturday and Sunday October 24-25 at the Grace Lutheran fellowship hall, same as two years ago. It's free for us as long as we leave it tidy
#d_show1_a1 Carol: That worked fine last time. Yes from me.
#d_show1_a2 Priya: 24-25 works with my schedule, I can swap the 25th
#d_show1_a3 Jess: yesss grace lutheran 🙌
#d_show1_a4 Bob: 👍
#d_show1_ok Linda: Great, Oct 24-25 at Grace it is
#t_grace Linda: I'll call the church office tomorrow to get it on their calendar
Jess: omg the fellowship hall has those awful fluorescent lights tho
Carol: Quilts look lovely under any light, Jessica.
Jess: 😂 ok ok
#d_raffle_p Carol: Now the raffle quilt. I'd like us to do my Idaho Star pattern in blues and golds, queen size. It's a showstopper.
#d_raffle_obj Priya: It's gorgeous but that's a LOT of points to match. Could we do a log cabin? Way faster with six weeks to go
#d_raffle_r >d_raffle_obj Carol: If I cut every piece into kits, each of us just sews blocks. Twenty-four blocks, five of us plus two friends from the Tuesday group.
#d_raffle_tq Priya: ok if you're kitting it I'm in. Idaho Star it is
#d_raffle_a1 Linda: Love it
#d_raffle_a2 Jess: blues and golds!! 💙💛
"""),
("2026-09-08 10:15", r"""
#t_grace_done Linda: Talked to the Grace office. Bad news first
Linda: They double-booked the hall for the 24th, the youth group rummage sale got it in July and nobody wrote it down
Carol: Oh for heaven's sake.
Bob: Rummage sale and quilt show, could be a combo 😂
Linda: Not in that hall Bob
#d_show2_p Linda: Plan B: the Boise Senior Center on Fort Street has their big room free the same weekend, $150 for both days. Let's go there instead
#d_show2_obj Bob: Parking there is a nightmare. Ten spaces and a bus stop
#d_show2_r >d_show2_obj Priya: the Presbyterian church across the street lets people park on weekends, I asked last year for something else
#d_show2_tq Bob: Fine, if we can use the church lot I'm in
#d_show2_a1 Carol: Senior Center is fine by me. $150 we can afford.
#d_show2_a2 Jess: ok senior center 👍
#d_show2_ok Linda: Senior Center, Oct 24-25 then
#t_senior Bob: I'll swing by there this afternoon and put our name down, I drive past it anyway
Linda: Thank you hon
"""),
("2026-09-08 16:50", r"""
#t_senior_done Bob: Done, we're penciled in for the 24th and 25th. Lady at the desk wants the $150 by end of month
Carol: Fine. That comes out of the show budget.
Jess: bob with the speedrun
Bob: I'm retired, I have time
#d_sewin_p Linda: For the raffle quilt, let's do sew-in days Saturdays at my place, 10 till 2. I have the big table and the good iron
#d_sewin_a1 Carol: Yes. I'll bring kits.
#d_sewin_a2 Jess: saturdays work!!
#d_sewin_a3 Priya: Every other one for me with shifts but yes
#d_sewin_ok Linda: Saturdays 10-2 at mine, starting this week
#t_kits Carol: I'll have all 24 block kits cut by Saturday.
Bob: I'm in charge of coffee, as usual. That's my quilting contribution
Jess: the most important job tbh
Linda: He makes it too strong
Bob: There's no such thing
"""),
("2026-09-09 20:05", r"""
Carol: @Gemma how much fabric do I need for a queen Idaho Star, 24 blocks, blue and gold plus a white background?
#t_yard Gemma: ooh fun one!! let me work it out 🧵
#t_yard_done Gemma: ok here's my estimate ✨\n- gold star points: 3 yards\n- navy: 4 yards\n- light blue: 2.5 yards\n- white background: 5 yards\n- binding: 0.75 yard\n- backing: 9 yards (or 3 yards of 108" wide)\nadd 10% if you're nervous about mistakes!
Carol: That's close to what I figured. Hobby Fabric has the navy on sale this week.
Priya: and the senior discount is Wednesdays, 15%
Carol: I'm aware, dear. I've been a senior for a while.
#nt_ins Carol: Also, for the record, I renewed the guild's liability insurance last week. We're covered for the show.
Linda: You're a treasure Carol
#n_costume Bob: Idea: costume contest. Everyone dresses as their favorite quilt
Jess: bob no 😂
Priya: I'm not dressing as a nine-patch
Bob: Your loss
"""),
("2026-09-10 12:40", r"""
#d_fee_p Linda: Admission. I'm thinking $8 at the door, kids under 12 free
#d_fee_obj Jess: could it be free? feels like we'd get way more walk-ins and younger people
#d_fee_r >d_fee_obj Carol: The venue, the ribbons and the printing come to about $600. Without admission we'd be out of pocket.
Priya: last show we had 340 people at $7, nobody blinked
#d_fee_tq Jess: ugh fine, $8 makes sense if kids are free
#d_fee_a1 Priya: $8 👍
#d_fee_a2 Bob: Eight bucks to look at blankets. Sure
#d_fee_ok Linda: $8, under 12 free. Done
#t_square Carol: I'll set up a Square card reader for the door. Half the young people don't carry cash.
Jess: see carol gets it
"""),
("2026-09-12 13:20", r"""
Jess: [photo]
Jess: first sew-in!! 8 blocks done 🎉
Bob: [photo]
Bob: Proof I was there
Carol: That's a photo of the coffee pot, Robert.
Bob: The coffee pot was there too
Priya: Look at those points!!
Linda: Carol's kits made it so easy
#nt_rotary Linda: Everybody bring your own rotary cutters and mats next Saturday, I only have two
#n_dtape Bob: I'm entering my duct tape quilt in the show. Best in Show, watch
Carol: Over my dead body, Robert.
#d_vendor_p Priya: vendors: I'd say $40 a table and cap it at 8. the longarm people and the Hobby Fabric folks already asked
#d_vendor_obj Carol: $40 is too cheap. Other guilds charge $60.
#d_vendor_r >d_vendor_obj Priya: those guilds get 2000 visitors. we get 350. at $60 half of them won't come
#d_vendor_tq Carol: All right, $40. But they pay up front.
#d_vendor_a1 Linda: $40 and 8 tables, agreed
#d_vendor_a2 Jess: 👍
#t_vendor Priya: I'll email all the vendors on last year's list this week
"""),
("2026-09-14 19:00", r"""
#t_flyer Jess: i'll do the show flyer this week! print + insta version
Linda: Thank you sweetie
#d_bake_p Linda: And let's do a bake sale table at the show like the old days. Members bring pies, proceeds to the guild
#d_bake_a1 Carol: Yes. My lemon bars sell out in an hour.
#d_bake_a2 Bob: Now THAT I support
#d_bake_a3 Jess: bake sale yesss 🥧
#t_bake Priya: I'll make a sign-up sheet for who brings what
#n_nonmember Jess: random q: should non-members be allowed to enter quilts?
#n_nonmember_r >n_nonmember Linda: Let's keep it members only this year and think about it for next
Jess: fair
"""),
("2026-09-15 21:40", r"""
#t_permit Carol: I'll go to the city clerk on Thursday for the raffle permit. They need the drawing date on the form.
#d_draw1_p Carol: I'm writing the drawing as Sunday the 25th, 3pm, at the show. People love seeing it pulled live.
#d_draw1_a1 Linda: Yes, end of the show, perfect
#d_draw1_a2 Priya: 👍
#d_draw1_a3 Jess: live draw!! so fun
Bob: Drumroll please
Jess: lmao
Priya: I already have three tickets in my head, mentally
Carol: Mentally doesn't count. Two dollars each.
"""),
("2026-09-17 14:10", r"""
#t_permit_done Carol: Raffle permit approved. $25 fee. Tickets are $2 or 3 for $5.
Linda: Wonderful
#nt_tickets Carol: Everyone please get your raffle ticket money to me by October 4. Cash or check, no Venmo, I'm too old.
Jess: lol noted
#n_longarm Priya: what if we did a live longarm demo at the show? people love watching it
#n_longarm_r >n_longarm Bob: That machine weighs 600 pounds and it took four of us to get it in your garage
Priya: ...right. never mind
"""),
("2026-09-19 15:30", r"""
Priya: [photo]
Priya: sew-in #2, 17 blocks!!
Carol: Only seven left. We're ahead.
#t_frames Bob: While you ladies sew I'll go through the 20 PVC hanging frames in the garage. Half of them are cracked. I'll have them fixed by next weekend
Linda: Thank you Bob
#nt_trailer Bob: Someday I'll get us a proper trailer so I'm not hauling these in the truck four times
#d_walk_p Jess: ooh idea: a "quilt walk" the week of the show. downtown shops hang a member quilt in their window with a flyer
#d_walk_a1 Linda: Oh that's charming. Yes
#d_walk_a2 Priya: love it, free advertising
#d_walk_a3 Carol: Fine, as long as the quilts are insured.
#d_walk_ok Linda: Let's do the quilt walk then
#t_walkmap Jess: i'll make a little map of which shops have which quilt
"""),
("2026-09-21 20:15", r"""
#snow_q Jess: what happens if it snows on show weekend lol
#n_snow Priya: if it snows we'd just push the start to noon, people can still come in the afternoon
Carol: In October? It's happened. 2020.
Linda: Let's not borrow trouble
Bob: Snow shovel's already in the truck
Carol: You'll bring the frames, that's what you'll bring.
Linda: @Claudie could you draft the entry form text for the show? Name, quilt title, size, technique, and a max of three quilts per member
#t_entry Claudie: Of course, I'll put a draft together now.
#t_entry_done Claudie: Snake River Quilters' Guild Fall Show, Entry Form\n- Member name and phone\n- Quilt title\n- Size (width x length, inches)\n- Technique (pieced, appliqué, mixed, art quilt)\n- Made by / quilted by\n- Story of the quilt (optional, 50 words)\nLimit: three quilts per member. Please attach a hanging sleeve.\nShall I also add a line for the due date once you decide it?
#d_entry_p Linda: Perfect, and the due date is October 18 so Priya has time to plan the layout
#d_entry_a1 Priya: yes 18th works
#d_entry_a2 Carol: Three per member and the 18th. Good.
#d_entry_a3 Jess: 👍👍
#nt_bot_vol Claudie: I could also draft a volunteer schedule for the show weekend if that would help.
"""),
("2026-09-23 09:05", r"""
#walk_resp Linda: Went round the downtown shops yesterday for the quilt walk. Only 3 of 12 will do it, and the bookstore's insurance won't cover someone else's property in the window
Carol: Three shops isn't much of a walk.
#d_walk_drop_p Linda: I think we let the quilt walk go this year
#d_walk_drop_a1 Jess: yeah agreed 😢
#d_walk_drop_a2 Priya: agreed, not worth it for 3
#t_walkmap_drop Jess: scrapping the map then, i'd only done the outline
"""),
("2026-09-24 22:30", r"""
#t_flyer_hand Jess: ok confession, work has me doing 60 hour weeks til mid october and i haven't touched the flyer 😩 can someone take it?
#t_flyer_take >t_flyer_hand Priya: I'll do it. I have Canva and two days off
#t_flyer_take2 Priya: I'll send a draft by Sunday
Jess: priya ily
Linda: Thank you Priya
Carol: Jessica, are you sleeping at all?
Jess: define sleeping 🙃
Linda: Take care of yourself sweetie
"""),
("2026-09-26 13:40", r"""
Linda: [photo]
Linda: All 24 blocks up on the design wall!!
Carol: It's going to be stunning.
Jess: 😍😍😍
Bob: Looks like a quilt to me
#t_frames_done Bob: Also: frames fixed. 18 good ones, 2 were beyond saving so I built 2 new ones from scratch
Priya: Bob you legend
#nt_quiltself Bob: By next year's show I'll have made a quilt myself. Mark my words
Carol: I've marked them. I'll be checking.
"""),
("2026-09-27 19:10", r"""
#t_flyer_done Priya: flyer draft done! [photo]
Priya: print version and a square one for insta
Linda: Lovely. The star in the corner is a nice touch
Carol: The date and place are clear. Good.
#t_kits_done Carol: And for the record, every kit was handed out last Saturday, the remaining 7 blocks are with the Tuesday ladies.
"""),
("2026-09-29 17:55", r"""
#senior_floor Bob: Uh oh. Senior Center just called me. They're refinishing the floor in the big room the whole last week of October. Nobody can be in there
Linda: You're kidding
Jess: noooo
Carol: Did they refund the $150?
Bob: They will, she said
#d_show3_p Priya: ok hear me out: the fairgrounds. Expo Building B is free Nov 7-8, $300 for the weekend, parking for 500 cars, loading dock for Bob's frames
#d_show3_a1 Bob: Loading dock! Sold
#d_show3_a2 Carol: $300 is double but we'll make it back at the door.
#d_show3_a3 Jess: nov 7-8 at the fairgrounds, works for me
#d_show3_ok Linda: Let's do it. Expo Building B, November 7 and 8
#t_expo Priya: I'll call the fairgrounds office tomorrow morning and book it
Jess: the flyer has the old date lol
Priya: ugh. good thing I still have the file
"""),
("2026-09-30 11:20", r"""
#t_expo_done Priya: Booked! Expo Building B, Nov 7-8, 9 to 5 both days, setup Friday the 6th after 3. Deposit $100 paid on the guild card
#nt_flyer_fix Priya: and the flyer's updated with the new date and the fairgrounds map
Linda: Thank you Priya
#bake_rule Priya: bad news though. fairgrounds has an exclusive food vendor, no homemade food sold on site at all
Carol: Not even lemon bars?
Priya: not even lemon bars
#d_bake_drop_p Linda: Well, then the bake sale is off. Shame
#d_bake_drop_a1 Carol: Their loss.
#d_bake_drop_a2 Bob: Dark day
#t_bake_drop Priya: I'll toss the sign-up sheet, only had 4 names on it anyway
"""),
("2026-10-01 20:30", r"""
#t_social Jess: i can still do the facebook event + insta posts, that's 10 min on my phone. will get it up this weekend
Linda: Thank you dear
#nt_paper Jess: should i call the idaho statesman for the community calendar?
#nt_paper_r >nt_paper Linda: Bob already did that this morning, it's running the week before
Bob: I have my uses
#nt_bot_social Gemma: ooh I can write a few catchy posts for the show if you want!! 📣
#n_bot_eventbrite Gemma: also, you could sell admission online on Eventbrite so people skip the line 🎟️
Carol: We're not giving Eventbrite a cut of our eight dollars.
"""),
("2026-10-03 15:00", r"""
Jess: [photo]
Jess: quilt top is DONE
Priya: I'm going to cry
Carol: Off to the longarm Monday.
#n_costco Bob: We should set up a table by the Costco doors with the quilt and sell tickets there
#n_costco_r >n_costco Carol: Costco doesn't allow that, Robert. Only the Girl Scouts get that spot.
Bob: Those cookies are a racket
#n_2000 Linda: If we sell all 2000 tickets we could finally buy a second longarm
#nt_hair Jess: if we hit 2000 i'll dye my hair blue and gold
Bob: Screenshot
#nt_paducah Priya: someday I want us to do a guild trip to Paducah for the big show
Carol: One day. When Bob's trailer exists.
"""),
("2026-10-04 21:10", r"""
#t_social_done Jess: fb event and insta post are up!! 84 interested already 🔥
Linda: Wow
#ticket_money Carol: Ticket money in so far: $1,140. Three of you still owe me envelopes.
Bob: Mine's in the truck
#nt_cricut Jess: for the binding i can bring my cricut to cut the strips
#nt_cricut_r >nt_cricut Carol: Thank you but binding strips are two minutes with a ruler. We'll hand cut.
"""),
("2026-10-06 19:45", r"""
#n_judge_q Priya: do we want a judged category this year or just viewers' choice?
Linda: Good question. Let's talk at the guild meeting Thursday
Carol: @Claudie how long does a raffle usually run?
Claudie: Most guild raffles run 6 to 12 weeks. Longer periods tend to sell more tickets.
#n_bot_extend Claudie: You might consider keeping sales open until the end of November to reach more buyers.
Carol: The permit says what it says.
#t_square_done Carol: By the way the Square reader is set up and tested. I charged Bob a dollar.
Bob: Still waiting on my refund
Carol: It's in the mail.
Priya: lol
Jess: the treasurer has spoken
"""),
("2026-10-08 21:55", r"""
#d_draw2_p Carol: Raffle drawing is at the November guild meeting, Thursday the 12th at 7. I've filed the amended permit with the city for that date.
Carol: We'll sell tickets at the show both days and the winner gets a phone call that night.
#d_draw2_a1 Linda: Makes sense, more selling time
#d_draw2_a2 Jess: ok a live draw at the meeting, love 📱
#d_draw2_a3 Priya: 👍
#t_doorprize Linda: I'll ask Ace Hardware about a door prize donation next week, they gave us a gift basket in 2024
Bob: Ask for a drill. I need a new one
"""),
("2026-10-10 13:15", r"""
Linda: [photo]
#longarm_back Linda: Raffle quilt back from the longarm!!
Jess: THE FEATHERS 😭
Carol: Now the binding, and then it's finished.
Priya: what are we calling it??
Jess: "snake river star"
Linda: Oh I like that
Bob: "Blanket #1"
#t_vols Priya: I need 12 volunteers for door and white-glove duty at the show. I'll get the list together by the 25th
#nt_whiteglove Linda: Everyone working the show please bring white cotton gloves, nobody touches quilts bare-handed
Bob: Can I wear my work gloves
Linda: No
"""),
("2026-10-11 18:40", r"""
Linda: Nice quiet Sunday, good week everyone
#vols_q Linda: Priya how's the volunteer list going?
#t_vols_re >vols_q Priya: 5 names so far. I'll hit up the Tuesday group this week
#doorprize_q Jess: linda did ace say yes to the door prize?
#t_doorprize_re >doorprize_q Linda: Haven't gone yet, I'll stop by Tuesday
Bob: Tell them about the drill
#entries Carol: Entry forms in so far: 31 quilts from 14 members.
Priya: amazing, layout planning time 🧵
Linda: Five weeks to go. We've got this
Jess: 💙💛💙💛
Bob: Loading dock, baby
"""),
]

DECISIONS = [
    dict(id='d1', text='Show Oct 24-25 at the Grace Lutheran fellowship hall',
         stated=['d_show1_p', 'd_show1_a1', 'd_show1_a2', 'd_show1_a3', 'd_show1_a4', 'd_show1_ok'],
         agreed_by=['Linda', 'Carol', 'Priya', 'Jess', 'Bob'], objected_by=[],
         status='superseded', superseded_by='d2', changed_at=['d_show2_p', 'd_show2_ok']),
    dict(id='d2', text='Grace double-booked: show Oct 24-25 at the Boise Senior Center ($150), parking at the Presbyterian lot',
         stated=['d_show2_p', 'd_show2_r', 'd_show2_tq', 'd_show2_a1', 'd_show2_a2', 'd_show2_ok', 't_senior_done'],
         agreed_by=['Linda', 'Bob', 'Carol', 'Jess', 'Priya'], objected_by=['Bob'],
         status='superseded', superseded_by='d3', changed_at=['d_show3_p', 'd_show3_ok']),
    dict(id='d3', text='Senior Center floor work: show Nov 7-8 at the fairgrounds Expo Building B ($300)',
         stated=['d_show3_p', 'd_show3_a1', 'd_show3_a2', 'd_show3_a3', 'd_show3_ok', 't_expo_done'],
         agreed_by=['Priya', 'Bob', 'Carol', 'Jess', 'Linda'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d4', text='Raffle drawing live at the show, Sunday Oct 25 at 3pm',
         stated=['d_draw1_p', 'd_draw1_a1', 'd_draw1_a2', 'd_draw1_a3'],
         agreed_by=['Carol', 'Linda', 'Priya', 'Jess'], objected_by=[],
         status='superseded', superseded_by='d5', changed_at=['d_draw2_p', 'd_draw2_a1']),
    dict(id='d5', text='Raffle drawing at the November guild meeting, Thu Nov 12 at 7pm (tickets sold at the show)',
         stated=['d_draw2_p', 'd_draw2_a1', 'd_draw2_a2', 'd_draw2_a3'],
         agreed_by=['Carol', 'Linda', 'Jess', 'Priya'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d6', text='Admission $8 at the door, under 12 free',
         stated=['d_fee_p', 'd_fee_r', 'd_fee_tq', 'd_fee_a1', 'd_fee_a2', 'd_fee_ok'],
         agreed_by=['Linda', 'Carol', 'Jess', 'Priya', 'Bob'], objected_by=['Jess'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d7', text='Vendor tables $40 each, at most 8, paid up front',
         stated=['d_vendor_p', 'd_vendor_r', 'd_vendor_tq', 'd_vendor_a1', 'd_vendor_a2'],
         agreed_by=['Priya', 'Carol', 'Linda', 'Jess'], objected_by=['Carol'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d8', text="Raffle quilt: Carol's Idaho Star, blues and golds, queen, from 24 pre-cut kits",
         stated=['d_raffle_p', 'd_raffle_r', 'd_raffle_tq', 'd_raffle_a1', 'd_raffle_a2'],
         agreed_by=['Carol', 'Priya', 'Linda', 'Jess'], objected_by=['Priya'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d9', text="Sew-in days Saturdays 10-2 at Linda's",
         stated=['d_sewin_p', 'd_sewin_a1', 'd_sewin_a2', 'd_sewin_a3', 'd_sewin_ok'],
         agreed_by=['Linda', 'Carol', 'Jess', 'Priya'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d10', text='Bake sale table at the show',
         stated=['d_bake_p', 'd_bake_a1', 'd_bake_a2', 'd_bake_a3'],
         agreed_by=['Linda', 'Carol', 'Bob', 'Jess'], objected_by=[],
         status='dropped', superseded_by=None,
         changed_at=['d_bake_drop_p', 'd_bake_drop_a1', 'd_bake_drop_a2']),
    dict(id='d11', text='Downtown "quilt walk": member quilts in shop windows during show week',
         stated=['d_walk_p', 'd_walk_a1', 'd_walk_a2', 'd_walk_a3', 'd_walk_ok'],
         agreed_by=['Jess', 'Linda', 'Priya', 'Carol'], objected_by=[],
         status='dropped', superseded_by=None,
         changed_at=['d_walk_drop_p', 'd_walk_drop_a1', 'd_walk_drop_a2']),
    dict(id='d12', text='Entries: at most three quilts per member, entry forms due Oct 18',
         stated=['d_entry_p', 'd_entry_a1', 'd_entry_a2', 'd_entry_a3'],
         agreed_by=['Linda', 'Priya', 'Carol', 'Jess'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
]

NON_DECISIONS = [
    (['n_costume'], 'proposal not taken up'),                   # costume contest
    (['n_dtape'], 'joke'),                                      # duct tape quilt
    (['n_nonmember', 'n_nonmember_r'], 'question'),             # non-member entries → next year
    (['n_longarm', 'n_longarm_r'], 'proposal not taken up'),    # live longarm demo → 600 lb
    (['snow_q', 'n_snow'], 'hypothetical'),                     # if it snows → start at noon
    (['n_bot_eventbrite'], 'bot suggestion ignored'),           # Gemma: Eventbrite
    (['n_2000'], 'hypothetical'),                               # 2000 tickets → second longarm
    (['n_judge_q'], 'question'),                                # judged category? → Thursday
    (['n_bot_extend'], 'bot suggestion ignored'),               # Claudie: sell till end of November
    (['n_costco', 'n_costco_r'], 'proposal not taken up'),      # sell tickets at Costco → not allowed
]

TODOS = [
    dict(id='t1', owner='Linda', task='Call the Grace Lutheran office to book the hall for Oct 24-25',
         taken=['t_grace'], due='2026-09-08', status='done', closed_by=['t_grace_done'], handed_to=None),
    dict(id='t2', owner='Bob', task='Put the guild down at the Senior Center for Oct 24-25',
         taken=['t_senior'], due='2026-09-08', status='done', closed_by=['t_senior_done'], handed_to=None),
    dict(id='t3', owner='Priya', task='Book Expo Building B at the fairgrounds for Nov 7-8',
         taken=['t_expo'], due='2026-09-30', status='done', closed_by=['t_expo_done'], handed_to=None),
    dict(id='t4', owner='Carol', task='Get the raffle permit from the city clerk',
         taken=['t_permit'], due='2026-09-17', status='done', closed_by=['t_permit_done'], handed_to=None),
    dict(id='t5', owner='Bob', task='Repair the 20 PVC hanging frames',
         taken=['t_frames'], due='2026-09-27', status='done', closed_by=['t_frames_done'], handed_to=None),
    dict(id='t6', owner='Jess', task='Make the show flyer (print and Instagram versions)',
         taken=['t_flyer', 't_flyer_take', 't_flyer_take2'], due='2026-09-20', status='done',
         closed_by=['t_flyer_done'], handed_to='Priya'),
    dict(id='t7', owner='Claudie', task='Draft the show entry form text',
         taken=['t_entry'], due='', status='done', closed_by=['t_entry_done'], handed_to=None),
    dict(id='t8', owner='Gemma', task='Work out the fabric yardage for the raffle quilt',
         taken=['t_yard'], due='', status='done', closed_by=['t_yard_done'], handed_to=None),
    dict(id='t9', owner='Carol', task='Cut the 24 raffle-quilt block kits',
         taken=['t_kits'], due='2026-09-12', status='done', closed_by=['t_kits_done'], handed_to=None),
    dict(id='t10', owner='Jess', task='Make a map of the quilt-walk shops',
         taken=['t_walkmap'], due='', status='dropped', closed_by=['d_walk_drop_p', 't_walkmap_drop'], handed_to=None),
    dict(id='t11', owner='Priya', task='Make the bake sale sign-up sheet',
         taken=['t_bake'], due='', status='dropped', closed_by=['d_bake_drop_p', 't_bake_drop'], handed_to=None),
    dict(id='t12', owner='Jess', task='Post the Facebook event and Instagram posts for the show',
         taken=['t_social'], due='2026-10-04', status='done', closed_by=['t_social_done'], handed_to=None),
    dict(id='t13', owner='Carol', task='Set up a Square card reader for the door',
         taken=['t_square'], due='', status='done', closed_by=['t_square_done'], handed_to=None),
    dict(id='t14', owner='Linda', task='Ask Ace Hardware for a door prize donation',
         taken=['t_doorprize', 't_doorprize_re'], due='2026-10-18', status='open', closed_by=[], handed_to=None),
    dict(id='t15', owner='Priya', task='Line up 12 door and white-glove volunteers for the show',
         taken=['t_vols', 't_vols_re'], due='2026-10-25', status='open', closed_by=[], handed_to=None),
]

NON_TODOS = [
    (['nt_ins'], 'already done'),                               # insurance renewed last week
    (['nt_rotary'], 'instruction to others'),                   # bring your own cutters
    (['nt_tickets'], 'instruction to others'),                  # ticket money by Oct 4
    (['nt_trailer'], 'vague promise'),                          # someday a trailer
    (['nt_bot_vol'], 'bot offer not taken up'),                 # Claudie volunteer schedule
    (['nt_quiltself'], 'banter promise'),                       # Bob will make a quilt
    (['nt_flyer_fix'], 'already done'),                         # flyer updated
    (['nt_paper', 'nt_paper_r'], 'already done by someone else'),  # Statesman → Bob did it
    (['nt_bot_social'], 'bot offer not taken up'),              # Gemma social posts
    (['nt_hair'], 'banter promise'),                            # dye hair blue and gold
    (['nt_paducah'], 'vague wish'),                             # guild trip to Paducah
    (['nt_cricut', 'nt_cricut_r'], 'offer declined'),           # cricut → hand cut
]

QUESTIONS = [
    # ---- changed
    ('Where and when is the quilt show happening now?',
     ['d_show3_p', 'd_show3_ok', 't_expo_done'],
     'Nov 7-8, 9 to 5, in Expo Building B at the fairgrounds (setup Friday Nov 6 after 3)', 'changed'),
    ('What was the very first plan for the show venue and dates?',
     ['d_show1_p', 'd_show1_ok'], 'Oct 24-25 at the Grace Lutheran fellowship hall', 'changed'),
    ('Why did the church hall fall through?',
     ['t_grace_done', 'd_show2_p'],
     'The church had double-booked the hall for the youth group rummage sale on the 24th', 'changed'),
    ('What went wrong with the Senior Center?',
     ['senior_floor', 'd_show3_p'],
     'They are refinishing the big room floor the whole last week of October, so the show moved to the fairgrounds Nov 7-8', 'changed'),
    ('When is the raffle winner going to be picked?',
     ['d_draw2_p', 'd_draw2_a1'],
     'At the November guild meeting, Thursday Nov 12 at 7pm (amended permit filed); tickets sold at the show', 'changed'),
    ('When was the raffle drawing originally planned?',
     ['d_draw1_p', 'd_draw1_a1'], 'Live at the show on Sunday Oct 25 at 3pm', 'changed'),
    ('Are we still having a bake sale?',
     ['d_bake_p', 'bake_rule', 'd_bake_drop_p'],
     'No: the fairgrounds has an exclusive food vendor and bans homemade food, so it was called off', 'changed'),
    ('What happened to the plan to hang quilts in shop windows downtown?',
     ['d_walk_p', 'walk_resp', 'd_walk_drop_p'],
     'Dropped: only 3 of 12 shops agreed and the bookstore could not insure the quilts', 'changed'),
    # ---- owner
    ('Who ended up making the flyer?',
     ['t_flyer', 't_flyer_hand', 't_flyer_take', 't_flyer_done'],
     'Priya (Jess had it but handed it over because of work)', 'owner'),
    ('Who figured out how much fabric the raffle quilt needs?',
     ['t_yard', 't_yard_done'], 'Gemma (the bot)', 'owner'),
    ('Who wrote up the entry form wording?',
     ['t_entry', 't_entry_done'], 'Claudie (the bot)', 'owner'),
    ('Who booked the fairgrounds building?',
     ['t_expo', 't_expo_done'], 'Priya', 'owner'),
    ('Who fixed the hanging frames?',
     ['t_frames', 't_frames_done'], 'Bob', 'owner'),
    # ---- status
    ('Do we have the raffle permit yet?',
     ['t_permit', 't_permit_done'], 'Yes, approved; $25 fee', 'status'),
    ('Is the door prize from Ace Hardware sorted?',
     ['t_doorprize', 't_doorprize_re'], "Not yet: Linda hasn't gone, plans to stop by Tuesday", 'status'),
    ('How far along is the volunteer list for the show?',
     ['t_vols', 't_vols_re'], 'Open: 5 of the 12 names so far; Priya will ask the Tuesday group', 'status'),
    ('Did Jess ever finish the shop map?',
     ['t_walkmap', 't_walkmap_drop'], 'No, she scrapped it (only an outline) when the quilt walk was dropped', 'status'),
    ('Is the card reader ready for the door?',
     ['t_square', 't_square_done'], 'Yes, Carol set up and tested the Square reader', 'status'),
    ('Is the Facebook event live?',
     ['t_social', 't_social_done'], 'Yes, Jess posted the Facebook event and Instagram post; 84 interested', 'status'),
    # ---- single
    ('How much is admission?',
     ['d_fee_p', 'd_fee_ok'], '$8, kids under 12 free', 'single'),
    ('What do raffle tickets cost?',
     ['t_permit_done'], '$2 each or 3 for $5', 'single'),
    ('How much does the fairgrounds building cost?',
     ['d_show3_p', 't_expo_done'], '$300 for the weekend ($100 deposit paid)', 'single'),
    ('How many quilts have been entered so far?',
     ['entries'], '31 quilts from 14 members', 'single'),
    ('How many of the hanging frames had to be built new?',
     ['t_frames_done'], 'Two (18 were repaired)', 'single'),
    ('How many quilts can one member enter?',
     ['d_entry_p'], 'Up to three', 'single'),
    # ---- temporal
    ('When are entry forms due?',
     ['d_entry_p', 'd_entry_a1'], 'October 18', 'temporal'),
    ('By when did raffle ticket money have to reach Carol?',
     ['nt_tickets'], 'October 4', 'temporal'),
    ('When can we set up at the fairgrounds?',
     ['t_expo_done'], 'Friday Nov 6 after 3pm', 'temporal'),
    ('What day did the raffle quilt return after machine quilting?',
     ['longarm_back'], 'Saturday October 10', 'temporal'),
    # ---- multi
    ('Why did Jess want free entry and what changed her mind?',
     ['d_fee_obj', 'd_fee_r', 'd_fee_tq'],
     'She thought free entry would bring more walk-ins; Carol said costs are about $600, so she accepted $8 with kids free', 'multi'),
    ('What was the argument over vendor table prices and where did it land?',
     ['d_vendor_p', 'd_vendor_obj', 'd_vendor_r', 'd_vendor_tq'],
     'Carol wanted $60 like other guilds; Priya said our small crowd would scare vendors off, so $40 a table, max 8, paid up front', 'multi'),
    ('How much raffle money had come in by Oct 4, and how was the door payment set up?',
     ['ticket_money', 't_square_done'],
     '$1,140 with three envelopes still owed; Carol set up a Square reader for card payments at the door', 'multi'),
    ('Why did Priya first resist the Idaho Star and why did she agree?',
     ['d_raffle_obj', 'd_raffle_r', 'd_raffle_tq'],
     'Too many points to match in six weeks (she suggested log cabin); agreed once Carol said she would cut all 24 block kits', 'multi'),
]


if __name__ == '__main__':
    msgs, markers = build(SESSIONS, PEOPLE, tz_hours=-6, seed=20260907)
    write_all(HERE, msgs, markers, DECISIONS, NON_DECISIONS, TODOS, NON_TODOS, QUESTIONS)
