#!/usr/bin/env python3
"""English (Texas) high-school reunion committee chat: Lamar Creek High School
(New Braunfels, TX), Class of 2006, 20-year reunion on homecoming weekend
(Oct 16-17, 2026): venue, caterer, slideshow, memorial table, budget.
2026-08-03 .. 2026-09-06, -05:00 (CDT).

Run `python3 _build.py` (from anywhere) to regenerate chat.jsonl and the label
files in this folder. Line format: see ../_chatgen.py.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from _chatgen import build, write_all  # noqa: E402

PEOPLE = {
    'Kayla': (6603158274, False),   # chair; elementary vice-principal in New Braunfels; organised, exclamation marks
    'Marcus': (5271904836, False),  # class president back then; realtor in Houston; "y'all", big ideas, busy
    'Dana': (7148820593, False),    # treasurer; CPA in San Antonio; precise, numbers, dry
    'Travis': (4920376518, False),  # lowercase, jokes; HVAC tech in Seguin; his cousin caters BBQ
    'Priya': (6385017742, False),   # ER nurse in Austin on nights; slideshow, photos; long messages at 3 a.m.
    'Codex': (7724409165, True),    # bot: terse, numbers
    'Claudie': (7839952017, True),  # bot: polite
}

SESSIONS = [
("2026-08-03 19:05", r"""
Kayla: Okay!! Reunion committee chat is LIVE. Twenty years, y'all. How
Marcus: don't remind me. my knees know
Travis: whos in here
Kayla: Me, Marcus, Dana, Travis, Priya. Plus two bots Dana set up, @Codex and @Claudie
Claudie: Hi everyone, and congratulations on 20 years! Happy to help whenever you tag me.
Codex: Ready.
Travis: codex has the personality of a parking meter
Dana: That's why I picked it
Kayla: Reminder for anyone who missed the Facebook post back in May: the reunion is Saturday Oct 17, homecoming weekend. The school already printed it on their flyer
Priya: I already asked for that weekend off at work months ago 🙏
#d1_p Dana: For a venue, the Knights of Columbus hall on Landa St. is $400 for the night and has a kitchen. Cheapest thing in town by a mile
#d1_a1 Kayla: Love that. Cheap is good!
#d1_a2 Marcus: fine by me
#d1_a3 Travis: 👍
#d1_ok Kayla: K of C hall it is 🎉
#t1 Dana: I'll call them tomorrow and get us on the calendar
#n_bus Travis: or hear me out. party bus. whole night. no venue needed
Priya: travis we are 38
Travis: a party bus for 38 year olds. with lumbar support
Dana: No
Kayla: lol no
"""),
("2026-08-04 12:40", r"""
#t1_done Dana: K of C hall is held for Oct 17, 6pm-midnight. They don't need the deposit until Sept 15
Kayla: yay thank you!!
#nt_queso Travis: i'll bring my queso to every meeting from now till the reunion
Marcus: we don't have meetings tho
Travis: then every chat message. virtually
"""),
("2026-08-05 21:20", r"""
Kayla: Next thing, food. Anybody know a caterer?
#t4 Travis: my cousin Ray does bbq, Hill Country Smoke out of Seguin. i'll ask him for a number this week
Marcus: ray wilson?? he was in the grade under us right
Travis: thats him. still cant throw a spiral
#nt_form_share Kayla: Also everyone please share the Facebook group link with your old friend groups. We're at 71 members, there were 312 of us
Priya: posted it in the band kids' group chat just now
Dana: We need a number of tickets sold before we commit to anything big
#n_07 Marcus: what if we invited the class of '07 too? split the cost
#n_07_no Dana: No. Then it's not our reunion, it's a mixer
Kayla: lol Dana's right
Marcus: harsh but fair
"""),
("2026-08-06 20:15", r"""
Priya: does anyone remember what our class song was. I'm trying to pick slideshow music and my brain says "Hips Don't Lie" but that can't be right
#song1 Travis: it was "how to save a life" and we all cried at graduation
#song0 Kayla: It was "Unwritten" and I will die on this hill
#song2 Marcus: unwritten. 100%. natasha bedingfield
#song3 Priya: ok it was Unwritten. my memory is gone
"""),
("2026-08-07 22:45", r"""
#t4_done >t4 Travis: ray's number: $22 a head, brisket sausage beans potato salad, sweet tea, he brings the servers
#d6_p Travis: honestly we should just go with him, hes good and hes family
#d6_obj Dana: $22 a head is a lot when we don't know how many we're getting. A taco bar from Garcia's is $14
#d6_r1 >d6_obj Travis: lemme talk to him
#d6_r2 Travis: ok ray says $18 if we skip the servers and do it buffet style. same food. he wants to do it for the class
#d6_a1 Dana: $18 buffet, I can live with that. Fine, Ray it is
#d6_a2 Kayla: YES brisket
#d6_a3 Priya: 🙌
Marcus: tell ray i'm sorry about the spiral comment
Travis: i will not
Kayla: Ray's brisket at my cousin's quinceañera was unreal btw
Priya: ok now I'm hungry at 11pm
"""),
("2026-08-08 17:40", r"""
Travis: 104 in seguin today. i was in an attic at 2pm. pray for me
Kayla: 😭 drink water!!
Dana: Attics in August should be illegal
Travis: tell that to mrs hoffman's AC unit
"""),
("2026-08-09 15:10", r"""
Marcus: was out at my aunt's place in gruene yesterday and drove past the rio vista barn on the river. y'all. it's gorgeous
Marcus: [photo]
Priya: oh that's so pretty 😭
Kayla: Wait how much tho
#barn_price Marcus: checked: $1,800 saturday night, tables chairs and a dance floor included, and AC
#d2_p Marcus: the K of C hall has no AC in the main room and it'll still be 85 degrees in October. I say we do the barn instead
Dana: That's $1,400 more
Marcus: if we get 120 people that's like $12 a person
#d2_a1 >d2_p Kayla: Honestly the AC thing is real. Remember the 10 year at the Elks? Everyone was melting
#d2_a2 Dana: ...fair. If the ticket price covers it, okay
#d2_a3 Priya: barn barn barn
#d2_ok Kayla: Okay the barn it is!!
#t2 Marcus: i'll go sign the contract and put down the $500 deposit monday, i'm in town anyway
Dana: K of C hold released, just emailed them
"""),
("2026-08-10 20:30", r"""
#t2_done Marcus: barn is booked. contract signed, $500 deposit paid from my card, receipt's in your inbox dana
Marcus: [photo]
Dana: Receipt received 👍
#t13 Dana: Which reminds me, I'm opening a separate checking account for the reunion at Randolph-Brooks this week so nobody's personal Venmo is involved
Kayla: Smart. Thank you Dana!!
Travis: dana is the only adult here
Dana: I have been the only adult here since 2002
Priya: true though
"""),
("2026-08-11 21:50", r"""
#t7 Dana: Once the account's open I'll set up the ticket page on Eventbrite. Give me till Sunday
#d7_p Dana: Ticket price: $65 per person, $110 per couple. That covers the barn, Ray, decorations, and a cushion
#d7_obj Marcus: 65 feels steep y'all. some folks are struggling. i was thinking $50
#d7_r >d7_obj Dana: @Codex barn 1800, food 18 per head, decor and misc 900. At 120 people, what's the per-person break-even?
#t9 Codex: Calculating.
#t9_done Codex: Fixed: 1,800 + 900 = 2,700. Per head fixed: 22.50. Food: 18.00. Break-even: 40.50/person.\nAt 100 people: 45.00. At 80: 51.75. At 60: 63.00.
#n_bot_tiers Codex: Option: early-bird tier at 55 until Sept 15.
Dana: See, at 60 people $50 loses money. $65 is the safe number
#d7_a1 Marcus: ok the math is the math. 65 it is. but let's keep a couple comp tickets quiet for anybody who needs one
#d7_a2 Dana: Fine. Two comps, off the books, I'll handle it
#d7_a3 Kayla: 👍 65/110
#n_bot_tiers_r Travis: early bird sounds complicated, just one price
"""),
("2026-08-12 23:55", r"""
#d9_p0 Priya: ok on a break so here's my thing. I want to do the slideshow. Senior year pics on one side, now pics on the other, looping on the big screen all night. I've done it for two weddings
#d9_p Priya: and instead of emailing me, people submit through a google form so I can keep track of names and captions
#d9_a1 >d9_p Kayla: YES please, you're perfect for this
#d9_a2 Dana: Form is good, email would be chaos
#d9_a3 Travis: put the pic of marcus with frosted tips in first
Marcus: i will end you
#t5 Priya: I'll have the form up by Friday
#t14 Priya: the slideshow itself I'll build in September when people have sent stuff
"""),
("2026-08-13 20:05", r"""
Kayla: First day of school tomorrow for my campus. 640 kids and a new carpool line. Wish me luck
Priya: good luck!!! 🍎
Marcus: remember when the carpool line was just dana's mom's suburban
Dana: She still has that Suburban
Travis: the suburban will outlive us all
"""),
("2026-08-14 07:30", r"""
#t5_done Priya: Photo form is live! Link is in the Facebook group, pinned
Priya: [photo]
Kayla: Looks great!!
#nt_photos_done Priya: also I already uploaded my own 2006 photos to it, there are 43 of them, I was a lot
Travis: 43 of you and a ferris wheel
Priya: the junior prom ferris wheel was ICONIC
Kayla: I have 3 pictures of that ferris wheel too 😂
"""),
("2026-08-16 18:20", r"""
#d8_p Kayla: Something I want to bring up. We've lost five classmates: Jesse Ortiz, Brandon Keel, Amber Holt, Luis Saenz, and Coach Whitley's son Cody. I'd like a memorial table near the entrance with their senior photos and candles, and a moment at 8pm where we read their names
#d8_obj Travis: i get it but a moment of silence in the middle of the party is gonna kill the room. people are gonna be two beers in
#d8_r >d8_obj Kayla: What if it's short? Just the names, one minute, then the music comes back up. No speech
#d8_a1 Travis: ok one minute i can do. jesse would've hated a long speech anyway
#d8_a2 Priya: I think that's really lovely Kayla 💛
#d8_a3 Marcus: yes. i'm in
#d8_a4 Dana: Agreed
#t6 Marcus: i'll reach out to the families for photos and make sure they're ok with it. i know the keels and the saenzes from church
"""),
("2026-08-17 20:10", r"""
#t13_done Dana: Reunion account is open at RBFCU (Randolph-Brooks). Debit card for whoever's paying deposits
Marcus: look at us. a bank account. we're a real organization
#t10_q Kayla: @Claudie can you draft a short save-the-date/invite post for our Facebook group? Saturday Oct 17, Lamar Creek Class of 2006, 20 year reunion, Rio Vista Barn in Gruene, 6pm, $65/$110 couples, tickets on Eventbrite soon
#t10 Claudie: Of course, here's a draft coming right up.
#t10_done Claudie: 🎓 Lamar Creek Class of 2006: 20 Years!\nSaturday, October 17 · 6 pm till late\nRio Vista Barn, Gruene\nBBQ dinner, music, a slideshow of then and now, and a lot of catching up.\nTickets: $65 / $110 per couple (link coming soon)\nSend your old photos through the form pinned in this group!
#n_bot_booth Claudie: You might also consider renting a photo booth; they tend to be a hit at reunions.
Kayla: Perfect, posted ✅
#n_booth_r Travis: phones exist claudie
#nt_bot_help Claudie: Happy to help anytime!
"""),
("2026-08-18 19:45", r"""
#t7_done Dana: Eventbrite page is up. $65 and $110, sales close Sept 30
#d12_p Dana: Let's make Sept 30 the hard deadline. Ray needs a final headcount two weeks out and I'm not guessing
#d12_a1 >d12_p Kayla: Agreed, hard deadline Sept 30
#d12_a2 Priya: 👍
Travis: bought mine
Travis: [photo]
Marcus: bought 2. my wife is pretending to be excited
"""),
("2026-08-19 21:30", r"""
#d4_p Kayla: Also Friday night! Since the game is Friday Oct 16, why don't we all sit together in the alumni section at the stadium? Kickoff 7:30
#d4_a1 Marcus: heck yes. go wildcats
#d4_a2 Travis: i'll be the loud one
#d4_a3 Priya: I'm off that night! in
#d4_ok Kayla: Great, Friday = alumni section, meet at the north gate at 7
#n_rain Dana: What if it storms? Homecoming 2004 got lightning-delayed for two hours
#n_rain_r Travis: then we stand under the bleachers like old times
"""),
("2026-08-20 21:55", r"""
Priya: just went through the first batch of form submissions. Someone sent the homecoming float from junior year, the giant papier-mâché wildcat
Travis: that was me and the ag kids. that wildcat had a 50cc engine in it
Kayla: It caught on fire on Seguin Ave!!
Travis: allegedly
Dana: It definitely caught on fire. I was holding the extinguisher
"""),
("2026-08-21 13:15", r"""
#d10_p Marcus: music: rico delgado is a DJ now in san marcos. DJ Rico. let's hire him, he'd give us a deal
#d10_a1 Kayla: Oh that'd be fun!! A classmate DJing
#d10_a2 Travis: rico played limp bizkit at every party in 2005. book him
#d10_a3 Dana: If he's under $500 sure
#t12 Travis: i'll find his number and ask, i think my brother still has it
#n_karaoke Travis: or karaoke
Kayla: No
Travis: fair
#n_teachers Priya: are we inviting teachers?? Mr Vasquez would 100% come
#n_teachers_r Kayla: Let's see how ticket sales go first before we add anyone
Priya: ok ok
"""),
("2026-08-23 16:40", r"""
#t6_hand Marcus: y'all i'm drowning, three closings this week. kayla could you take over the families thing? i talked to the keels, they're good and sending a photo. haven't reached the others
#t6_hand_ok >t6_hand Kayla: Of course, I'll take it from here. I taught with Amber's mom for 3 years, I'll start there
Marcus: you're a saint
#d11_p Priya: random idea, what if we also do a family picnic Sunday morning at Landa Park? for people with kids who can't do the Saturday night thing
#d11_a1 Kayla: Ooh I like that! Bring your own food, super low key
#d11_a2 Dana: Free, so sure
#d11_ok Marcus: 👍 sunday picnic
#t15 Kayla: I'll reserve one of the pavilions at Landa tomorrow
"""),
("2026-08-24 20:00", r"""
#t15_hold Kayla: Pavilion 3 has Oct 18 open. Parks office said to call back after Labor Day for the permit so I'll do that
#t12_up Travis: got ricos number, texted him
Priya: did he text back in all caps
Travis: DJ RICO IN THE HOUSE is what he said
Kayla: 😂😂
Marcus: some things never change
"""),
("2026-08-25 22:10", r"""
#t2_bad Marcus: bad news. the barn called. they double booked oct 17, a wedding had it since february and someone entered ours wrong. they're refunding the $500
Kayla: WHAT
Priya: nooooo
Travis: lawsuit
Dana: Refund to which card?
Marcus: mine, it was my money anyway so we're square
Kayla: Okay okay okay. Options?
"""),
("2026-08-26 19:30", r"""
#d3_p Kayla: Called around this morning. Tejas Brewing on the Guadalupe has their back hall free Oct 17. $1,200, seats 150, AC, patio on the river, and we can bring Ray in
#d3_obj Priya: hmm a brewery? A lot of people are bringing kids and I don't love a bar for that
#d3_r1 >d3_obj Kayla: I asked! It's family-friendly, kids are welcome until 9, and they have a lawn with yard games
#d3_a1 Priya: oh ok that's actually better than the barn for kids. I'm in
#d3_a2 Dana: $600 cheaper than the barn. Sold
#d3_a3 Travis: a venue that sells beer. finally some sense
#d3_a4 Marcus: 👍 sorry again y'all
#t3 Kayla: I'll go in tomorrow after work and sign, they want a $300 deposit
"""),
("2026-08-27 18:45", r"""
#t3_done Kayla: Signed! Tejas Brewing back hall, Oct 17, 6 to midnight. Paid the $300 from the reunion card Dana gave me
Kayla: [photo]
Dana: Logged. Eventbrite venue is updated too
#nt_mar_barn Marcus: i'll call ray and let him know the venue moved
#nt_mar_barn_r >nt_mar_barn Travis: already told him last night, he's cool with tejas. he's done events there
Marcus: oh nice
#d10_drop_p Kayla: And one more thing: Tejas has their own sound system and a house playlist they run for events, and they said outside DJs have to bring their own insurance. I think we just skip the DJ
#d10_drop_a1 >d10_drop_p Marcus: yeah that kills it. tell rico sorry
#d10_drop_a2 Travis: rico will survive
#t12_drop >d10_drop_p Travis: good thing i only ever texted him hi. never asked about a price or a date, so nothing to cancel
"""),
("2026-08-28 19:25", r"""
Kayla: Tickets at 41 as of tonight! 🎉
Dana: 41 is fine for this point. Most people buy in the last two weeks
Priya: my cousin's 20 year sold 80% in the final week
Marcus: we are procrastinators as a people
"""),
("2026-08-29 11:20", r"""
#t8 Marcus: one more from me then i'm back to closings: i'll ask mrs delgado at the library if we can borrow the old yearbooks for priya to scan
Priya: omg yes please, that'd help a ton
#n_door Marcus: can we also sell tickets at the door? people decide last minute
#n_door_no >n_door Dana: No. Ray needs a number two weeks out
#n_koozie Marcus: also. custom koozies. "class of 06, still got it"
Dana: No budget for koozies
Marcus: ok ok
"""),
("2026-08-30 21:15", r"""
#t11 Kayla: I'll order name tags with everyone's senior photo on them once RSVPs close
Travis: put mine on the fast track i have a great senior photo
Priya: you have the one with the mullet
Travis: a great senior photo
#nt_cabo Marcus: someday we should do the 25th in cabo
Dana: Someday we'll do the 25th in the same K of C hall
"""),
("2026-08-31 20:40", r"""
#d5_p Kayla: Heads up on Friday: the alumni section is sold out already and the stadium is clear-bag only now. Friday night we'll do Kirby's Icehouse on Walnut at 7, they'll have the game on the big TVs and the patio is ours
#d5_a1 Travis: kirbys. my people
#d5_a2 Marcus: i'll be there by 7:30, coming from houston
#d5_a3 Priya: icehouse works! less walking on my night-shift legs
#d5_ok >d5_p Dana: Kirby's at 7 on Friday. Got it
#n_open_bar Travis: open bar at kirbys on marcus right
Marcus: open tab on travis
"""),
("2026-09-01 22:30", r"""
#t8_done >t8 Priya: the yearbooks showed up! Mrs Delgado dropped 2003 through 2006 at my mom's house this afternoon with a note that said "from Marcus". Scanning them on my nights off
Priya: [photo]
Kayla: Aww Mrs Delgado!!
Marcus: she gave me detention in 2005 for eating in the library. full circle
"""),
("2026-09-02 19:10", r"""
#t6_done >t6 Kayla: Families update: all five said yes and sent photos. Amber's mom cried on the phone, in a good way. Cody's dad (Coach Whitley) wants to be there at 8 for the names
Priya: oh my gosh 💛
Travis: coach whitley coming. i still owe him laps
Marcus: we all owe him laps
#nt_coach Kayla: And I already emailed Coach a formal invite this morning
#nt_frames_offer Travis: i can buy the frames and candles outta my own pocket if money's tight
#nt_frames_no >nt_frames_offer Dana: Thanks but it's in the decor budget, we're fine
Travis: 🫡
"""),
("2026-09-03 21:45", r"""
#sales Dana: @Codex 58 tickets sold as of tonight (44 singles, 7 couples). Revenue, and break-even at Tejas: venue 1200, food 18/head, decor+misc 900?
#sales_ans Codex: Revenue: 44×65 + 7×110 = 2,860 + 770 = 3,630.\nHeadcount 58. Cost: 1,200 + 900 + 58×18 = 3,144.\nMargin: +486.
#nt_bot_sheet Codex: Can also keep a weekly budget sheet.
Dana: We're in the green already
Kayla: 🎉🎉
#nt_receipts Dana: Everyone, receipts to me by Friday please. Photos are fine
Marcus: my $500 refund is the only receipt i have and it's a negative one
"""),
("2026-09-04 18:30", r"""
Kayla: So only 9 families said yes to the Sunday picnic on the form
#d11_drop_p Dana: 9 families is not worth a permit and a second day of setup. Let's drop the picnic
#d11_drop_a1 >d11_drop_p Priya: agreed, my idea but yeah 😅 people can do brunch on their own
#d11_drop_a2 Kayla: Okay, no picnic. I never called the parks office back, so nothing to cancel
#t15_drop Kayla: (I'll just let the pavilion hold lapse)
Marcus: saves us a headache
Travis: sunday is for recovering anyway
Dana: Sunday is for the Cowboys game
Kayla: Sunday is for church, Dana
Dana: After church. Cowboys
"""),
("2026-09-05 23:50", r"""
#t14_re >t14 Priya: slideshow status: 212 photos in from the form + the yearbooks scanned. I'll start putting it together next week after my stretch of nights
Kayla: You're a hero
#nt_speech Marcus: i'm gonna give a toast that makes every single person cry
Dana: 90 seconds max
Marcus: 91
Priya: Dana will be standing there with a stopwatch, you know she will
"""),
("2026-09-06 16:20", r"""
Kayla: Quick gut check: what am I forgetting for October?
Dana: Name tags
#t11_re >t11 Kayla: Right, name tags once RSVPs close Sept 30
#nt_lunch Dana: Also I'll take y'all to lunch some time, you've been easy to work with
Travis: write that down. dana said something nice
Priya: screenshotted 📸
"""),
]

DECISIONS = [
    dict(id='d1', text='Venue: Knights of Columbus hall on Landa St. ($400, kitchen)',
         stated=['d1_p', 'd1_a1', 'd1_a2', 'd1_a3', 'd1_ok', 't1_done'],
         agreed_by=['Dana', 'Kayla', 'Marcus', 'Travis'], objected_by=[],
         status='superseded', superseded_by='d2', changed_at=['d2_p', 'd2_ok']),
    dict(id='d2', text='Venue: Rio Vista Barn in Gruene instead ($1,800, has AC)',
         stated=['d2_p', 'd2_a1', 'd2_a2', 'd2_a3', 'd2_ok', 't2_done'],
         agreed_by=['Marcus', 'Kayla', 'Dana', 'Priya'], objected_by=[],
         status='superseded', superseded_by='d3', changed_at=['d3_p', 'd3_a2']),
    dict(id='d3', text='Venue: Tejas Brewing back hall on the Guadalupe, Oct 17 6pm-midnight ($1,200, family-friendly until 9, Ray can cater)',
         stated=['d3_p', 'd3_r1', 'd3_a1', 'd3_a2', 'd3_a3', 'd3_a4', 't3_done'],
         agreed_by=['Kayla', 'Priya', 'Dana', 'Travis', 'Marcus'], objected_by=['Priya'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d4', text='Friday night (Oct 16): sit together in the alumni section at the homecoming game, meet at the north gate at 7',
         stated=['d4_p', 'd4_a1', 'd4_a2', 'd4_a3', 'd4_ok'],
         agreed_by=['Kayla', 'Marcus', 'Travis', 'Priya'], objected_by=[],
         status='superseded', superseded_by='d5', changed_at=['d5_p', 'd5_a1', 'd5_ok']),
    dict(id='d5', text="Friday night: Kirby's Icehouse on Walnut at 7, game on the TVs (alumni section sold out)",
         stated=['d5_p', 'd5_a1', 'd5_a2', 'd5_a3', 'd5_ok'],
         agreed_by=['Kayla', 'Travis', 'Marcus', 'Priya', 'Dana'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d6', text="Caterer: Travis's cousin Ray (Hill Country Smoke), BBQ buffet at $18 a head, no servers",
         stated=['d6_p', 'd6_r2', 'd6_a1', 'd6_a2', 'd6_a3'],
         agreed_by=['Travis', 'Dana', 'Kayla', 'Priya'], objected_by=['Dana'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d7', text='Tickets $65 per person / $110 per couple, plus two quiet comp tickets',
         stated=['d7_p', 'd7_a1', 'd7_a2', 'd7_a3', 't7_done'],
         agreed_by=['Dana', 'Marcus', 'Kayla'], objected_by=['Marcus'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d8', text='Memorial table for the five classmates at the entrance, photos and candles; names read at 8pm, one minute, no speech',
         stated=['d8_p', 'd8_r', 'd8_a1', 'd8_a2', 'd8_a3', 'd8_a4'],
         agreed_by=['Kayla', 'Travis', 'Priya', 'Marcus', 'Dana'], objected_by=['Travis'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d9', text='Priya does a then-and-now slideshow looping all night; photos collected through a Google form',
         stated=['d9_p0', 'd9_p', 'd9_a1', 'd9_a2', 'd9_a3'],
         agreed_by=['Priya', 'Kayla', 'Dana', 'Travis'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d10', text='Hire classmate DJ Rico for the music',
         stated=['d10_p', 'd10_a1', 'd10_a2', 'd10_a3'],
         agreed_by=['Marcus', 'Kayla', 'Travis', 'Dana'], objected_by=[],
         status='dropped', superseded_by=None, changed_at=['d10_drop_p', 'd10_drop_a1', 'd10_drop_a2']),
    dict(id='d11', text='Sunday (Oct 18) family picnic at Landa Park, bring your own food',
         stated=['d11_p', 'd11_a1', 'd11_a2', 'd11_ok'],
         agreed_by=['Priya', 'Kayla', 'Dana', 'Marcus'], objected_by=[],
         status='dropped', superseded_by=None, changed_at=['d11_drop_p', 'd11_drop_a1', 'd11_drop_a2']),
    dict(id='d12', text='Ticket sales / RSVPs close Sept 30, hard deadline (Ray needs the headcount)',
         stated=['d12_p', 'd12_a1', 'd12_a2', 't11_re'],
         agreed_by=['Dana', 'Kayla', 'Priya'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
]

NON_DECISIONS = [
    (['n_bus'], 'joke'),                                    # party bus
    (['n_07', 'n_07_no'], 'proposal not taken up'),         # invite class of '07
    (['n_bot_tiers', 'n_bot_tiers_r'], 'bot suggestion ignored'),  # Codex: early-bird tier
    (['n_bot_booth', 'n_booth_r'], 'bot suggestion ignored'),      # Claudie: photo booth
    (['n_rain', 'n_rain_r'], 'hypothetical'),               # storm at the game
    (['n_karaoke'], 'proposal not taken up'),               # karaoke → No
    (['n_koozie'], 'proposal not taken up'),                # custom koozies
    (['n_open_bar'], 'joke'),                               # open bar on Marcus
    (['n_teachers', 'n_teachers_r'], 'proposal not taken up'),  # invite teachers → wait and see
    (['n_door', 'n_door_no'], 'proposal not taken up'),    # sell at the door → no
]

TODOS = [
    dict(id='t1', owner='Dana', task='Call the K of C hall and get Oct 17 on their calendar',
         taken=['t1'], due='2026-08-04', status='done', closed_by=['t1_done'], handed_to=None),
    dict(id='t2', owner='Marcus', task='Sign the Rio Vista Barn contract and pay the $500 deposit',
         taken=['t2'], due='2026-08-10', status='done', closed_by=['t2_done'], handed_to=None),
    dict(id='t3', owner='Kayla', task='Sign with Tejas Brewing and pay the $300 deposit',
         taken=['t3'], due='2026-08-27', status='done', closed_by=['t3_done'], handed_to=None),
    dict(id='t4', owner='Travis', task='Get a price from cousin Ray (Hill Country Smoke)',
         taken=['t4'], due='2026-08-09', status='done', closed_by=['t4_done'], handed_to=None),
    dict(id='t5', owner='Priya', task='Set up the Google form for photo submissions',
         taken=['t5'], due='2026-08-14', status='done', closed_by=['t5_done'], handed_to=None),
    dict(id='t6', owner='Marcus', task="Contact the five classmates' families for photos and their OK for the memorial table",
         taken=['t6', 't6_hand_ok'], due='', status='done', closed_by=['t6_done'], handed_to='Kayla'),
    dict(id='t7', owner='Dana', task='Set up the Eventbrite ticket page',
         taken=['t7'], due='2026-08-16', status='done', closed_by=['t7_done'], handed_to=None),
    dict(id='t8', owner='Marcus', task='Ask Mrs Delgado at the library to lend the old yearbooks for scanning',
         taken=['t8'], due='', status='done', closed_by=['t8_done'], handed_to=None),
    dict(id='t9', owner='Codex', task='Work out the per-person break-even ticket price',
         taken=['t9'], due='', status='done', closed_by=['t9_done'], handed_to=None),
    dict(id='t10', owner='Claudie', task='Draft the save-the-date / invite post for the Facebook group',
         taken=['t10'], due='', status='done', closed_by=['t10_done'], handed_to=None),
    dict(id='t11', owner='Kayla', task="Order name tags with everyone's senior photo once RSVPs close",
         taken=['t11', 't11_re'], due='', status='open', closed_by=[], handed_to=None),
    dict(id='t12', owner='Travis', task="Get DJ Rico's number and ask him about doing the reunion",
         taken=['t12'], due='', status='dropped', closed_by=['d10_drop_p', 't12_drop'], handed_to=None),
    dict(id='t13', owner='Dana', task='Open a separate reunion checking account at RBFCU',
         taken=['t13'], due='2026-08-16', status='done', closed_by=['t13_done'], handed_to=None),
    dict(id='t14', owner='Priya', task='Build the slideshow itself',
         taken=['t14', 't14_re'], due='', status='open', closed_by=[], handed_to=None),
    dict(id='t15', owner='Kayla', task='Reserve a Landa Park pavilion for the Sunday picnic',
         taken=['t15', 't15_hold'], due='2026-08-24', status='dropped', closed_by=['d11_drop_a2', 't15_drop'], handed_to=None),
]

NON_TODOS = [
        (['nt_queso'], 'banter promise'),                   # queso at every meeting
    (['nt_form_share'], 'instruction to others'),       # share the group link
    (['nt_photos_done'], 'already done'),               # uploaded my own photos
    (['nt_bot_help'], 'bot offer not taken up'),        # Claudie: happy to help anytime
    (['nt_mar_barn', 'nt_mar_barn_r'], 'already done by someone else'),  # refund check → already on statement
    (['nt_cabo'], 'vague wish'),                        # 25th in Cabo
        (['nt_coach'], 'already done'),                     # emailed Coach an invite
    (['nt_frames_offer', 'nt_frames_no'], 'offer declined'),  # frames out of pocket → no
    (['nt_bot_sheet'], 'bot offer not taken up'),       # Codex weekly budget sheet
    (['nt_receipts'], 'instruction to others'),         # receipts by Friday
    (['nt_speech'], 'banter promise'),                  # toast that makes everyone cry
    (['nt_lunch'], 'vague promise'),                    # lunch some time
]

QUESTIONS = [
    # ---- changed
    ("Where is the Saturday party happening now?",
     ['d3_p', 'd3_a2', 't3_done'], 'Tejas Brewing back hall on the Guadalupe, Oct 17, 6pm to midnight ($1,200)', 'changed'),
    ("What venue had we picked at the very start?",
     ['d1_p', 'd1_ok'], 'The Knights of Columbus hall on Landa St. ($400)', 'changed'),
    ("Why didn't the Rio Vista Barn work out?",
     ['t2_bad', 'd3_p'], 'The barn double-booked Oct 17 (a wedding had it since February) and refunded the deposit, so the party moved to Tejas Brewing', 'changed'),
    ("Why did we move away from the K of C hall?",
     ['d2_p', 'd2_a1'], 'Its main room has no AC and it will still be hot in October, so the group went for the barn', 'changed'),
    ("Where is everyone meeting on the Friday of homecoming weekend?",
     ['d5_p', 'd5_ok'], "Kirby's Icehouse on Walnut at 7, watching the game on the TVs", 'changed'),
    ("What was the first plan for Friday night?",
     ['d4_p', 'd4_ok'], 'Sit together in the alumni section at the homecoming game, meeting at the north gate at 7', 'changed'),
    ("Is DJ Rico still playing the reunion?",
     ['d10_p', 'd10_drop_p', 'd10_drop_a1'], 'No. Tejas has its own sound system and house playlist and outside DJs need their own insurance, so the DJ was skipped', 'changed'),
    ("Are we still doing something at Landa Park on the Sunday?",
     ['d11_ok', 'd11_drop_p', 'd11_drop_a2'], 'No, the Sunday family picnic was dropped: only 9 families said yes', 'changed'),
    # ---- owner
    ("Who ended up getting in touch with the families for the memorial table?",
     ['t6', 't6_hand', 't6_hand_ok', 't6_done'], 'Kayla (Marcus started and handed it to her)', 'owner'),
    ("Who arranged for the old yearbooks to be borrowed?",
     ['t8', 't8_done'], 'Marcus (he asked Mrs Delgado, who dropped them off for Priya)', 'owner'),
    ("Who is in charge of the name tags?",
     ['t11', 't11_re'], 'Kayla', 'owner'),
    ("Who worked out the break-even per person?",
     ['t9', 't9_done'], 'Codex (the bot)', 'owner'),
    ("Who signed the contract with the brewery?",
     ['t3', 't3_done'], 'Kayla', 'owner'),
    # ---- status
    ("Is Priya's slideshow finished?",
     ['t14', 't14_re'], 'Not yet: 212 photos plus the scanned yearbooks are in, she starts assembling it next week', 'status'),
    ("Did Travis ever book Rico?",
     ['t12', 't12_drop'], 'No; he never asked about a price or date and the DJ idea was dropped', 'status'),
    ("Can people buy tickets online yet?",
     ['t7', 't7_done'], 'Yes, Dana set up the Eventbrite page ($65 / $110)', 'status'),
    ("Did Kayla get a pavilion at Landa Park?",
     ['t15', 't15_hold', 't15_drop'], 'No; she never called back for the permit and the picnic was dropped', 'status'),
    ("Does the reunion have its own bank account?",
     ['t13', 't13_done'], 'Yes, Dana opened one at RBFCU', 'status'),
    ("Is the photo submission form up?",
     ['t5', 't5_done'], 'Yes, live since Aug 14 and pinned in the Facebook group', 'status'),
    # ---- single
    ("What is Ray charging per person in the end?",
     ['d6_r2', 'd6_a1'], '$18 a head, buffet style, no servers', 'single'),
    ("How much does the brewery's back hall cost?",
     ['d3_p'], '$1,200 (seats 150)', 'single'),
    ("What did the barn cost for the night?",
     ['barn_price'], '$1,800 (tables, chairs, dance floor and AC included)', 'single'),
    ("Whose names are on the memorial table?",
     ['d8_p'], 'Jesse Ortiz, Brandon Keel, Amber Holt, Luis Saenz and Cody Whitley', 'single'),
    ("Which bank holds the committee's money?",
     ['t13_done'], 'RBFCU (Randolph-Brooks)', 'single'),
    ("What song did the group settle on as the class song?",
     ['song0', 'song2', 'song3'], 'Unwritten (Natasha Bedingfield)', 'single'),
    # ---- temporal
    ("When do ticket sales close?",
     ['d12_p', 't7_done'], 'September 30', 'temporal'),
    ("At what time will the classmates' names be read out?",
     ['d8_p', 'd8_r'], '8pm, for one minute', 'temporal'),
    ("When did the barn phone to say it was double-booked?",
     ['t2_bad'], 'August 25 (in the evening)', 'temporal'),
    ("What hours do we have the Tejas hall?",
     ['t3_done'], 'Oct 17, 6pm to midnight', 'temporal'),
    # ---- multi
    ("How many tickets had sold by early September and are we making or losing money?",
     ['sales', 'sales_ans'], '58 people (44 singles, 7 couples): $3,630 in against $3,144 of costs, about $486 ahead', 'multi'),
    ("Who pushed back on the ticket price and how was it settled?",
     ['d7_obj', 'd7_a1', 'd7_a2'], 'Marcus wanted $50; after the break-even numbers he agreed to $65, with two quiet comp tickets that Dana handles', 'multi'),
    ("What worried Priya about the brewery and what changed her mind?",
     ['d3_obj', 'd3_r1', 'd3_a1'], "Kids at a bar; Kayla found it's family-friendly until 9 with a lawn and yard games, so she agreed", 'multi'),
    ("How did the catering price go from Ray's first number to the final one?",
     ['t4_done', 'd6_obj', 'd6_r2'], '$22 a head with servers; Dana compared a $14 taco bar, Ray came down to $18 buffet style without servers', 'multi'),
]


if __name__ == '__main__':
    msgs, markers = build(SESSIONS, PEOPLE, tz_hours=-5, seed=20260803)
    write_all(HERE, msgs, markers, DECISIONS, NON_DECISIONS, TODOS, NON_TODOS, QUESTIONS)
