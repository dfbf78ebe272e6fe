#!/usr/bin/env python3
"""English extended-family chat (Batiste family, Lafayette, Louisiana): planning the
Batiste family reunion of Sat Sep 5, 2026, 2026-08-03 .. 2026-09-06, -05:00 CDT.

Run `python3 _build.py` (from anywhere) to regenerate chat.jsonl and the label
files in this folder. Line format: see ../_chatgen.py.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from _chatgen import build, write_all  # noqa: E402

PEOPLE = {
    'Renee': (5302917486, False),    # organizer, 52; school secretary; lists, calls people
    'Marcus': (6481029357, False),   # Renee's brother, 47; accountant; money, terse
    'Tasha': (7190385264, False),    # cousin, 33; lowercase, emoji; shirts, Facebook
    'Darnell': (5829103746, False),  # cousin, 41; nurse, works Sunday mornings; smoker, jokes
    'Yvonne': (6918273045, False),   # aunt, 71; full sentences; family tree, church
    'Claudie': (7481920365, True),   # bot: polite
    'Gemma': (7830192746, True),     # bot: chatty, emoji
}

SESSIONS = [
("2026-08-03 19:05", r"""
Renee: Ok family!! It's been three years. We are doing a reunion this year, no excuses
Renee: Made this chat for the planning crew so we don't blow up the big family thread
Tasha: FINALLY 🎉
Darnell: who let me on the planning crew lol
Marcus: Evening.
Yvonne: Hello everyone. I am so glad we are doing this. Mama would have loved it.
#d12_p Renee: First thing. Labor Day weekend, Saturday Sept 5, 11 to 6. People can drive home Sunday or Monday
#d12_a1 Yvonne: That is perfect. Nobody works Monday.
#d12_a2 Marcus: Works for me.
#d12_a3 Tasha: yesss labor day
#d12_a4 Darnell: i'll swap whatever i gotta swap
#d12_ok Renee: Sept 5 it is!
#d1_p Yvonne: Why don't we have it at Lloyd's place in Opelousas like we used to. That backyard holds a lot of people and he has the big oak
#d1_a1 Darnell: lloyd's yard is tradition fr
#d1_a2 Tasha: omg yes the oak tree pics
#d1_a3 Marcus: Fine by me if he's fine with it.
#d1_ok Renee: Lloyd's backyard then.
#t1 Renee: I'll call Uncle Lloyd tomorrow and make sure he's ok with it
#nd_cruise Darnell: or hear me out. reunion CRUISE. galveston to cozumel
Tasha: 😂😂 with aunt yvonne on a jet ski
Yvonne: I will not be on any jet ski, Darnell.
"""),
("2026-08-04 18:40", r"""
#t1_done Renee: Talked to Lloyd. He says come on, he'll mow and hose down the patio
Yvonne: Wonderful. Tell him I'm bringing him a fig cake.
#nt_pam Tasha: oh and i already texted cousin pam in houston, she's in
Renee: 👍
#d4_p Darnell: ok food. crawfish boil. i'll run it. nothing says batiste like 3 sacks and a folding table
#d4_a1 Tasha: CRAWFISH 🦞🦞
#d4_a2 Marcus: Sure.
#d4_a3 Renee: Yes sir
#t4 Darnell: i got a guy in breaux bridge, i'll put in the order for 4 sacks by next week
Yvonne: Last reunion the babies cried from all that cayenne, remember.
Darnell: that was lloyd's pot not mine 😤
"""),
("2026-08-05 12:10", r"""
Tasha: lunch break thought: does anybody still have grandma's rice dressing recipe
Yvonne: I do. It is in my head and it is staying there.
Darnell: 😂😂 auntie
Tasha: one day you gotta write it down!!
Renee: It's 98 degrees in the school office, the AC died again
Marcus: Go home.
Renee: I wish
"""),
("2026-08-06 20:15", r"""
#t8_q Renee: @Claudie can you write us a short invitation for the family? Batiste reunion, Sat Sept 5, 11am-6pm, Uncle Lloyd's backyard in Opelousas, bring a side dish and lawn chairs
#t8 Claudie: Of course, I'll draft one now.
#t8_done Claudie: Here is a draft:\n\n"Calling all Batistes! 🌳 Join us for the Batiste Family Reunion on Saturday, September 5, from 11am to 6pm at Uncle Lloyd's backyard in Opelousas. Bring a side dish, your lawn chairs, and your best stories. Let's fill that yard with family again!"
Renee: Love it
Tasha: the tree emoji 😭
#nt_bot_spanish Claudie: I can also prepare a version in French for the older relatives, if that would help.
Yvonne: Our people speak English now dear. Thank you though.
#t6 Tasha: i'll set up the facebook event tonight and invite everyone
#d6_p Marcus: Money. Meat, ice, plates, tent rental. I'm thinking $25 per adult, kids under 12 free
#d6_obj >d6_p Tasha: $25 a head is a lot for like the Guidry side with 6 grown kids tho
#d6_r Marcus: Cap it at $100 per household then.
#d6_a1 Tasha: ok that's fair
#d6_a2 Renee: Agreed. $25 a grown person, max $100 a house, kids free
#d6_a3 Yvonne: That is very reasonable.
#t10 Marcus: I'll collect through Cash App and keep a spreadsheet.
"""),
("2026-08-07 07:45", r"""
#t6_done Tasha: facebook event is up!! 43 people invited so far
Darnell: already 12 going lmaooo we're a loud family
Renee: That's what I like to see
"""),
("2026-08-09 15:20", r"""
#d7_p Tasha: SHIRTS. gold with the family name + oak tree on the back. my friend keisha has a print shop, $15 each
Tasha: [photo]
Darnell: oh that's clean
#d7_obj >d7_p Marcus: Reunion money shouldn't buy shirts. That's 90 shirts.
#d7_r Tasha: ok then everybody pays for their own. $15, you order through my form
#d7_a1 Marcus: Then I'm good with it.
#d7_a2 Renee: Gold it is 💛
#d7_a3 Yvonne: I want a 2X please. And one for Lloyd.
#t5 Tasha: i'll make the size form and get the design final with keisha by the 20th
#nt_hats Tasha: we should do matching bucket hats too lol
Darnell: absolutely not
"""),
("2026-08-10 08:15", r"""
Darnell: just got off a 12. y'all up early
Yvonne: I have been up since 5. Coffee and the Lord.
Tasha: i'm up bc the baby is up 😵
Renee: Facebook event is at 61 going now
Darnell: we gonna need a bigger yard lol
Marcus: That's what I was thinking.
"""),
("2026-08-11 19:30", r"""
#d8_p Yvonne: I have been working on our family tree since Easter. Back to Grandpa Alcide in 1902. I would like to print it as a little booklet for everyone
#d8_a1 Renee: Aunt Yvonne that's beautiful
#d8_a2 Tasha: omg yes please
#d8_a3 Marcus: Reunion fund can pay for printing. That's what it's for.
#d8_ok Yvonne: Then it's settled. One booklet per household.
#t7 Yvonne: I will type it up and get it to the printer before the end of the month
#nd_tux Darnell: marcus should wear a tux since he's the money man
Marcus: No.
Darnell: do i get my own page
Yvonne: You get a line, like everyone else.
Darnell: 😂 fair
"""),
("2026-08-13 21:10", r"""
#d1_why Renee: Ok so bad news-ish. Forms are coming in. We're already at 118 people
Renee: Lloyd's yard is maybe 60 comfortable. And no shade except the oak
Marcus: September in Louisiana with no shade. No.
#d2_p Renee: St. Paul's parish hall in Lafayette has A/C, seats 150, kitchen. Father Ray says it's open Sept 5
#d2_obj >d2_p Darnell: can't run a smoker or a boil inside a church hall tho
#d2_r >d2_obj Renee: The hall has a back lot. You'd be right outside the kitchen door
#d2_a1 Darnell: ok then i'm in
#d2_a2 Yvonne: Lloyd will be relieved, honestly. He is 78.
#d2_a3 Tasha: AC!!!! yes
#d2_ok Renee: St. Paul's hall it is.
#t2 Marcus: I'll go by the church office Friday and put the deposit down.
#nt_lloyd Marcus: Somebody needs to let Lloyd know before he mows for nothing.
#nt_lloyd_r >nt_lloyd Renee: Called him on my way home. He said thank the Lord lol
"""),
("2026-08-14 16:45", r"""
#t2_done Marcus: Hall's booked. $200 deposit, receipt in my email.
Renee: Thank you!!
#t9_q Renee: @Gemma can you keep a running headcount from the RSVP list? I'll paste the form results
#t9 Gemma: On it!! 📋 paste away and I'll tally adults, kids, and households
Renee: [pasted 41 rows]
#t9_done Gemma: Tallied! 🙌\nHouseholds: 34\nAdults: 82\nKids under 12: 36\nTotal: 118\nLargest household: the Guidry crew with 8 😄
Marcus: So about $1,900 if everybody pays with the cap.
#nd_guidry Tasha: wait are we inviting the guidrys' in-laws from beaumont too?
#nd_guidry_r Renee: Let me ask Aunt Yvonne who's who first
#nd_bot_lake Gemma: Ooh idea!! with that many people you could add a Sunday lake day at Chicot State Park 🚣 make it a whole weekend!
Darnell: gemma i'm tired already
"""),
("2026-08-16 12:30", r"""
Yvonne: Church was lovely this morning. Father Ray asked about the reunion.
#d9_p Yvonne: He suggested we all come to the 10 o'clock Mass together on Sunday the 6th. The family could sit together the way we used to
#d9_a1 Renee: I love that
#d9_obj >d9_p Darnell: y'all know i work sunday mornings at lourdes
#d9_a2 Tasha: i'm in 🙏
#d9_a3 Marcus: I'll be there.
#d9_r Yvonne: Darnell, you can swap one Sunday for your family.
#nt_dance Darnell: if i swap i'm dancing with every auntie at the reunion, that's the price
Tasha: 😂 deal
"""),
("2026-08-18 20:05", r"""
#d10_p Tasha: ok so for the kids, bouncy house?? 36 kids!! they need somewhere to burn energy
#d10_a1 Renee: Yes please, or they'll be running through the kitchen
#d10_a2 Marcus: Rental's about $180. Fund can cover it.
#d10_a3 Yvonne: The little ones will love it.
#t11 Renee: I'll also look into a photographer. Somebody did a reunion for the Broussards for like $350
Darnell: photographer is fancy
#nd_karaoke Darnell: karaoke contest. winner gets the last plate of brisket
Tasha: you just want to sing purple rain again
Darnell: every time
#nd_karaoke_r Renee: Let's see lol
"""),
("2026-08-19 21:40", r"""
Tasha: [photo]
Tasha: found this from the 2019 reunion, look at baby jalen
Renee: Stop he's taller than me now
Yvonne: Lloyd's hair still black in that one.
Darnell: lloyd had hair??
Marcus: Barely.
"""),
("2026-08-20 18:15", r"""
#t5_re Tasha: shirt form is up but keisha's proof isn't back yet 😩 final design by monday i promise
Renee: No rush
#t4_re >t4 Darnell: crawfish guy says call back end of the month, he'll know what he can get
Yvonne: In September? I have my doubts.
#t7_hand Yvonne: Marcus, my eyes are not what they used to be. Would you type the tree up and take it to the printer? I'll give you my notebook Sunday
#t7_hand_ok Marcus: Of course. I'll have it printed by the 30th.
Yvonne: Bless you.
"""),
("2026-08-22 10:40", r"""
#d3_why Renee: Y'all. Father Ray called. There's a funeral repast in the hall on the 5th, the family asked for it and he can't say no to that
Renee: 😩
Tasha: oh no
Darnell: can't compete with a funeral
#d3_p Renee: Girard Park has a big pavilion, covered, 40 tables, restrooms, parking. Parks office says Pavilion 2 is open Sept 5
#d3_a1 Marcus: How much
#d3_info Renee: $150 for the day. And grilling's allowed
#d3_a2 Darnell: grilling allowed = i'm happy
#d3_a3 Yvonne: It's close to the church for Sunday too. Good.
#d3_a4 Tasha: covered + outside, perfect
#d3_ok Renee: Pavilion 2 at Girard Park then
#nd_overflow Marcus: If we go past 150 we'd need the second pavilion too.
Renee: We won't lol
#t3 Renee: I'll go to the parks office Monday morning
Marcus: Father Ray says the $200 comes back to us.
#nd_rain >d3_p Yvonne: And if it storms we will all be under one roof, the way a family should be.
"""),
("2026-08-24 09:50", r"""
#t3_done Renee: Pavilion 2 booked! $150, confirmation # on my fridge lol
Marcus: Church refunded the deposit this morning.
#t5_done Tasha: shirt design FINAL 🔥 keisha printing next week
Tasha: [photo]
Yvonne: Oh my. That is beautiful.
Darnell: gold looks good on us
Tasha: 44 shirts ordered so far
"""),
("2026-08-25 19:20", r"""
#d10_why Tasha: so i called the parks office about the bouncy house. no inflatables in city parks. insurance thing
#d10_drop_p Renee: Well then no bouncy house.
#d10_drop_a1 Marcus: Saves $180.
#d10_drop_a2 Tasha: sad but ok
#nd_bot_games_q Tasha: @Gemma what can 36 kids do at a park with no bouncy house lol
#nd_bot_games Gemma: Classic field day!! 🏃 sack races, water balloon toss, three-legged race, and a tug of war (adults vs kids 😂). You could give ribbons too!
#nd_bot_games_r >nd_bot_games Darnell: kids got the playground, they good
"""),
("2026-08-26 18:05", r"""
Yvonne: Lloyd called me. He wants to bring his domino table.
Darnell: oh it's OVER for y'all
Marcus: He cheats.
Yvonne: He does not cheat, he counts.
Tasha: 😂😂
Renee: Dominoes are welcome, cheating is not
"""),
("2026-08-27 20:30", r"""
#nt_pay Marcus: Reminder, fees by Friday the 28th please. Cash App $MBatiste. 22 of 34 households paid.
Renee: 🙄 my side is always last
#d4_why Darnell: crawfish guy says season's done, what he has is frozen and $9 a pound. not doing frozen crawfish to my family
Yvonne: I said so.
Darnell: you did auntie
#d5_p Renee: Menu for the 5th: Darnell smokes brisket and chicken, Aunt Yvonne makes her gumbo, every household brings a side or a dessert
#d5_a1 Darnell: brisket on the pit, say less
#d5_a2 Yvonne: I'll need the big pot from the church kitchen. I'll make two.
#d5_a3 Tasha: gumbo 🙌
#d5_a4 Marcus: Fund covers the meat. Keep receipts.
#t4_drop Darnell: so no crawfish order. told the guy
#t12 Darnell: i'll get 3 briskets from the butcher on johnston st thursday and bring the big smoker
#nt_ice Marcus: I can pick up the ice.
#nt_ice_r >nt_ice Darnell: nah i got two big coolers of ice coming with the smoker, don't worry about it
"""),
("2026-08-28 21:00", r"""
#t10_done Marcus: All 34 households paid. $1,880 in.
Renee: 👏👏👏
Tasha: marcus the accountant strikes again
#d11_p Renee: So with the pavilion and no bouncy house, we have room in the budget. Do we want the photographer? $350
#d11_a1 Yvonne: Yes. I want one good picture of all of us. Who knows how many more we get.
#d11_a2 Tasha: yess
#d11_a3 Marcus: Ok. Fund can do it.
#d11_ok Renee: Booking her then
"""),
("2026-08-30 17:15", r"""
#t7_done >t7_hand_ok Marcus: Family tree booklets are printed. 40 copies, $96.
Yvonne: Marcus, thank you. I'm going to cry.
#d11_why Renee: Photographer update. She double-booked a wedding on the 5th. The other two I called want $600+
#d11_drop_p Marcus: Skip it. Not $600.
#d11_drop_a1 Yvonne: Well. That's a shame, but no.
#d11_drop_a2 Renee: Ok no photographer.
#t11_drop Renee: I'm not booking anybody else
#nt_phones Tasha: i'll take a million pics on my phone anyway lol
#d9_ok >d9_r Darnell: oh btw i swapped my sunday. 10 o'clock mass, i'll be there 🙏
Yvonne: Praise God.
#t15 Renee: I'll borrow the extra folding chairs from St. Paul's Thursday, Father Ray said fine
"""),
("2026-08-31 19:25", r"""
Tasha: keisha says the shirts came out PERFECT
Tasha: [photo]
Renee: The gold!!
Darnell: we gonna look like a football team
Yvonne: A handsome football team.
"""),
("2026-09-01 20:00", r"""
#nt_bot_signin Claudie: Since the reunion is this weekend, would you like a printable sign-in sheet with columns for name, branch of the family, and phone number?
Renee: We're good thank you
#t13 Marcus: After the reunion I'll post the final numbers here, what came in and what went out.
#nt_names Tasha: y'all we should make name tags by family branch
#nt_names_r Renee: Maybe, if there's time
#nt_grand Yvonne: One of these days I would like to take all of you to see the old church in Grand Coteau where Grandpa Alcide was baptized.
Tasha: we should!!
"""),
("2026-09-02 12:45", r"""
Renee: 3 days!!!
Darnell: brisket rub is mixed. secret recipe. don't ask
Tasha: it's salt and pepper
Darnell: it's NOT just salt and pepper
Marcus: What else is in it then.
Darnell: love
"""),
("2026-09-03 19:40", r"""
#t12_done Darnell: 3 briskets and 30 lbs of chicken bought. smoker's cleaned and on the trailer
#t15_done Renee: 40 folding chairs in my garage from St. Paul's
#shirts_total Tasha: shirts picked up!! 52 total
Marcus: Weather says 20% rain Saturday
Yvonne: We'll be under the pavilion.
#nt_kids Renee: Tell your kids to be there by 11, the group picture is at noon before everybody gets full and sleepy
#nt_young Tasha: i'll make a separate group chat for the young cousins at some point lol
"""),
("2026-09-04 20:10", r"""
Yvonne: Two pots of gumbo done. The kitchen smells like 1985.
Renee: Aunt Yvonne you're the best
Tasha: packing the car with the shirts now
Darnell: smoker's hitched. see y'all at dawn
Marcus: Bringing the cash box and the receipts folder.
"""),
("2026-09-05 06:30", r"""
Darnell: brisket on at 5am. smells like heaven out here
Darnell: [photo]
+3h Renee: At the pavilion. Tables are set
+5m Yvonne: On our way. Lloyd is in the car with me.
+20m Tasha: shirts are on the table, find your size 💛
+1h Marcus: 96 people so far
Darnell: lloyd already beat two cousins at dominoes
Yvonne: He is counting, Darnell.
+30m Tasha: [photo]
+1h Renee: Group pic done!! everyone in gold
+2h Darnell: brisket gone. chicken gone. i am a legend
Tasha: the gumbo went first tho
Yvonne: It always does, baby.
+2h Yvonne: What a day. Thank you, all of you.
+30m Renee: Chairs loaded. Home. Exhausted. Happy
"""),
("2026-09-06 13:30", r"""
Tasha: mass was so sweet, 30 of us in two rows
Darnell: father ray gave us a shout out lol
#t14 Yvonne: I have 12 booklets left. I will mail them to the cousins who couldn't come, next week.
#t13_re Marcus: Final numbers tonight or tomorrow.
#t_album Tasha: made a shared google photos album, link in the big thread. put everything in there
Renee: Best reunion yet. Same time in 2029?
Darnell: 2028. don't make us wait
Yvonne: I will hold you to that.
Tasha: 💛💛💛
"""),
]

DECISIONS = [
    dict(id='d1', text="Hold the reunion in Uncle Lloyd's backyard in Opelousas",
         stated=['d1_p', 'd1_a1', 'd1_a2', 'd1_a3', 'd1_ok', 't1_done'],
         agreed_by=['Yvonne', 'Darnell', 'Tasha', 'Marcus', 'Renee'], objected_by=[],
         status='superseded', superseded_by='d2', changed_at=['d2_p', 'd2_ok']),
    dict(id='d2', text="Move it to St. Paul's parish hall in Lafayette (A/C, seats 150), smoker in the back lot",
         stated=['d2_p', 'd2_r', 'd2_a1', 'd2_a2', 'd2_a3', 'd2_ok', 't2_done'],
         agreed_by=['Renee', 'Darnell', 'Yvonne', 'Tasha'], objected_by=['Darnell'],
         status='superseded', superseded_by='d3', changed_at=['d3_p', 'd3_ok']),
    dict(id='d3', text='Girard Park Pavilion 2 ($150 for the day, grilling allowed)',
         stated=['d3_p', 'd3_info', 'd3_a2', 'd3_a3', 'd3_a4', 'd3_ok', 't3_done'],
         agreed_by=['Renee', 'Darnell', 'Yvonne', 'Tasha'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d4', text='Main food: a crawfish boil run by Darnell',
         stated=['d4_p', 'd4_a1', 'd4_a2', 'd4_a3'],
         agreed_by=['Darnell', 'Tasha', 'Marcus', 'Renee'], objected_by=[],
         status='superseded', superseded_by='d5', changed_at=['d5_p', 'd5_a1']),
    dict(id='d5', text="Menu: Darnell smokes brisket and chicken, Aunt Yvonne makes gumbo, each household brings a side or dessert",
         stated=['d5_p', 'd5_a1', 'd5_a2', 'd5_a3', 'd5_a4'],
         agreed_by=['Renee', 'Darnell', 'Yvonne', 'Tasha', 'Marcus'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d6', text='Fee: $25 per adult, kids under 12 free, capped at $100 per household',
         stated=['d6_p', 'd6_r', 'd6_a1', 'd6_a2', 'd6_a3'],
         agreed_by=['Marcus', 'Tasha', 'Renee', 'Yvonne'], objected_by=['Tasha'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d7', text="Gold reunion T-shirts from Keisha's print shop, $15 each, everyone pays for their own via Tasha's form",
         stated=['d7_p', 'd7_r', 'd7_a1', 'd7_a2', 'd7_a3'],
         agreed_by=['Tasha', 'Marcus', 'Renee', 'Yvonne'], objected_by=['Marcus'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d8', text="Print Aunt Yvonne's family tree as a booklet, one per household, paid from the fund",
         stated=['d8_p', 'd8_a1', 'd8_a2', 'd8_a3', 'd8_ok'],
         agreed_by=['Yvonne', 'Renee', 'Tasha', 'Marcus'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d9', text="Family goes together to the 10 o'clock Mass at St. Paul's on Sunday Sept 6",
         stated=['d9_p', 'd9_a1', 'd9_a2', 'd9_a3', 'd9_ok'],
         agreed_by=['Yvonne', 'Renee', 'Tasha', 'Marcus', 'Darnell'], objected_by=['Darnell'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d10', text='Rent a bouncy house for the kids (about $180 from the fund)',
         stated=['d10_p', 'd10_a1', 'd10_a2', 'd10_a3'],
         agreed_by=['Tasha', 'Renee', 'Marcus', 'Yvonne'], objected_by=[],
         status='dropped', superseded_by=None,
         changed_at=['d10_drop_p', 'd10_drop_a1', 'd10_drop_a2']),
    dict(id='d11', text='Hire a photographer for $350',
         stated=['d11_p', 'd11_a1', 'd11_a2', 'd11_a3', 'd11_ok'],
         agreed_by=['Renee', 'Yvonne', 'Tasha', 'Marcus'], objected_by=[],
         status='dropped', superseded_by=None,
         changed_at=['d11_drop_p', 'd11_drop_a1', 'd11_drop_a2']),
    dict(id='d12', text='Reunion date: Saturday Sept 5 (Labor Day weekend), 11am to 6pm',
         stated=['d12_p', 'd12_a1', 'd12_a2', 'd12_a3', 'd12_a4', 'd12_ok'],
         agreed_by=['Renee', 'Yvonne', 'Marcus', 'Tasha', 'Darnell'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
]

NON_DECISIONS = [
    (['nd_cruise'], 'joke'),                                   # reunion cruise
    (['nd_tux'], 'joke'),                                      # Marcus in a tux
    (['nd_bot_lake'], 'bot suggestion ignored'),               # Gemma: Sunday lake day
    (['nd_guidry', 'nd_guidry_r'], 'question'),                # invite the Beaumont in-laws?
    (['nd_karaoke', 'nd_karaoke_r'], 'proposal not taken up'), # karaoke contest
    (['nd_rain'], 'hypothetical'),                             # if it storms, one roof
    (['nd_bot_games', 'nd_bot_games_r'], 'bot suggestion ignored'),  # Gemma: field day
    (['nt_hats'], 'proposal not taken up'),                    # bucket hats
    (['nt_names', 'nt_names_r'], 'proposal not taken up'),     # name tags by branch -> maybe
    (['nd_overflow'], 'hypothetical'),                         # past 150 -> second pavilion
]

TODOS = [
    dict(id='t1', owner='Renee', task="Call Uncle Lloyd to check he's ok hosting",
         taken=['t1'], due='2026-08-04', status='done', closed_by=['t1_done'], handed_to=None),
    dict(id='t2', owner='Marcus', task="Put the deposit down on St. Paul's parish hall",
         taken=['t2'], due='2026-08-14', status='done', closed_by=['t2_done'], handed_to=None),
    dict(id='t3', owner='Renee', task='Book Pavilion 2 at the Girard Park parks office',
         taken=['t3'], due='2026-08-24', status='done', closed_by=['t3_done'], handed_to=None),
    dict(id='t4', owner='Darnell', task='Order 4 sacks of crawfish from the Breaux Bridge supplier',
         taken=['t4', 't4_re'], due='2026-08-16', status='dropped', closed_by=['t4_drop'], handed_to=None),
    dict(id='t5', owner='Tasha', task='Make the shirt size form and finalize the design with Keisha',
         taken=['t5', 't5_re'], due='2026-08-20', status='done', closed_by=['t5_done'], handed_to=None),
    dict(id='t6', owner='Tasha', task='Set up the Facebook event and invite the family',
         taken=['t6'], due='2026-08-06', status='done', closed_by=['t6_done'], handed_to=None),
    dict(id='t7', owner='Yvonne', task='Type up the family tree and get the booklet printed',
         taken=['t7', 't7_hand_ok'], due='2026-08-31', status='done', closed_by=['t7_done'], handed_to='Marcus'),
    dict(id='t8', owner='Claudie', task='Draft the invitation text',
         taken=['t8'], due='', status='done', closed_by=['t8_done'], handed_to=None),
    dict(id='t9', owner='Gemma', task='Tally the RSVP headcount (adults, kids, households)',
         taken=['t9'], due='', status='done', closed_by=['t9_done'], handed_to=None),
    dict(id='t10', owner='Marcus', task='Collect the fees via Cash App and track them',
         taken=['t10'], due='', status='done', closed_by=['t10_done'], handed_to=None),
    dict(id='t11', owner='Renee', task='Find and book a photographer',
         taken=['t11'], due='', status='dropped', closed_by=['d11_drop_a2', 't11_drop'], handed_to=None),
    dict(id='t12', owner='Darnell', task='Buy 3 briskets on Johnston St and bring the big smoker',
         taken=['t12'], due='2026-09-03', status='done', closed_by=['t12_done'], handed_to=None),
    dict(id='t13', owner='Marcus', task='Post the final money numbers after the reunion',
         taken=['t13', 't13_re'], due='', status='open', closed_by=[], handed_to=None),
    dict(id='t14', owner='Yvonne', task="Mail leftover booklets to cousins who couldn't come",
         taken=['t14'], due='2026-09-13', status='open', closed_by=[], handed_to=None),
    dict(id='t15', owner='Renee', task="Borrow extra folding chairs from St. Paul's",
         taken=['t15'], due='2026-09-03', status='done', closed_by=['t15_done'], handed_to=None),
]

NON_TODOS = [
    (['nt_pam'], 'already done'),                              # already texted Pam
    (['nt_bot_spanish'], 'bot offer not taken up'),            # Claudie: French version
    (['nt_lloyd', 'nt_lloyd_r'], 'already done by someone else'),  # Renee already called Lloyd
    (['nt_dance'], 'banter promise'),                          # dance with every auntie
    (['nt_pay'], 'instruction to others'),                     # fees by Friday
    (['nt_ice', 'nt_ice_r'], 'offer declined'),                # Marcus ice -> Darnell has it
    (['nt_phones'], 'banter promise'),                         # a million phone pics
    (['nt_bot_signin'], 'bot offer not taken up'),             # Claudie sign-in sheet
    (['nt_grand'], 'vague wish'),                              # Grand Coteau someday
    (['nt_kids'], 'instruction to others'),                    # kids there by 11
    (['nt_young'], 'vague promise'),                           # young cousins chat someday
    (['t_album'], 'already done'),                             # album made
]

QUESTIONS = [
    # ---- changed (8)
    ('Where is the reunion being held in the end?',
     ['d3_p', 'd3_ok', 't3_done'], 'Pavilion 2 at Girard Park in Lafayette ($150, covered, grilling allowed)', 'changed'),
    ('What was the original venue idea?',
     ['d1_p', 'd1_ok'], "Uncle Lloyd's backyard in Opelousas", 'changed'),
    ("Why didn't the backyard plan work out?",
     ['d1_why', 'd2_p'], 'The RSVPs hit 118 people; the yard holds about 60 and has no shade besides the oak', 'changed'),
    ('Why did we lose the church hall?',
     ['d3_why', 'd3_p'], "A funeral repast was booked in St. Paul's hall on Sept 5, so they moved to Girard Park", 'changed'),
    ('What is the main food now?',
     ['d5_p', 'd5_a1', 'd5_a2'],
     "Darnell's smoked brisket and chicken plus Aunt Yvonne's gumbo (two pots), with each household bringing a side or dessert", 'changed'),
    ('What happened to the crawfish boil?',
     ['d4_p', 'd4_why', 'd5_p', 't4_drop'],
     'Dropped: crawfish season was over and only frozen at $9/lb was available, so brisket/chicken and gumbo replaced it', 'changed'),
    ('Are the kids getting a bouncy house?',
     ['d10_p', 'd10_why', 'd10_drop_p'], 'No. City parks ban inflatables (insurance), so it was dropped', 'changed'),
    ('Is there going to be a professional photographer?',
     ['d11_p', 'd11_ok', 'd11_why', 'd11_drop_p'],
     'No. The $350 one double-booked a wedding and the others wanted $600+, so they skipped it', 'changed'),
    # ---- owner (5)
    ('Who ended up getting the family tree booklets printed?',
     ['t7', 't7_hand', 't7_hand_ok', 't7_done'],
     'Marcus (Aunt Yvonne started it, then asked him to type and print it)', 'owner'),
    ('Who wrote the invite text?',
     ['t8_q', 't8_done'], 'Claudie (the bot)', 'owner'),
    ('Who counted up the RSVPs?',
     ['t9_q', 't9_done'], 'Gemma (the bot)', 'owner'),
    ('Who is collecting the money?',
     ['t10', 't10_done'], 'Marcus, through Cash App', 'owner'),
    ('Who made the Facebook event?',
     ['t6', 't6_done'], 'Tasha', 'owner'),
    # ---- status (6)
    ('Has Marcus shared the final accounting yet?',
     ['t13', 't13_re'], 'Not yet; he said tonight or tomorrow', 'status'),
    ('Did the extra booklets get mailed out to the cousins who missed it?',
     ['t14'], 'Not yet; Aunt Yvonne has 12 left and plans to mail them next week', 'status'),
    ('Did Darnell place the crawfish order?',
     ['t4', 't4_re', 't4_drop'], 'No; the season was over so he told the supplier no order', 'status'),
    ('Is the pavilion actually reserved?',
     ['t3', 't3_done'], 'Yes, Renee booked Pavilion 2 for $150', 'status'),
    ('Did Renee get the folding chairs?',
     ['t15', 't15_done'], "Yes, 40 chairs from St. Paul's in her garage", 'status'),
    ('Did Renee book a photographer?',
     ['t11', 't11_drop'], 'No; the photographer plan was dropped and she is not booking anyone', 'status'),
    # ---- single (6)
    ('How much money came in from the fees?',
     ['t10_done'], '$1,880 from all 34 households', 'single'),
    ('How much does one shirt cost?',
     ['d7_p'], '$15', 'single'),
    ('What did the booklet printing cost?',
     ['t7_done'], '$96 for 40 copies', 'single'),
    ('How many kids under 12 were on the RSVP list?',
     ['t9_done'], '36', 'single'),
    ("What was the deposit on the church hall?",
     ['t2_done'], '$200 (refunded after the hall fell through)', 'single'),
    ('How many shirts were picked up?',
     ['shirts_total'], '52', 'single'),
    # ---- temporal (4)
    ('What hours is the reunion?',
     ['d12_p'], 'Saturday Sept 5, 11am to 6pm', 'temporal'),
    ('What time is the Sunday Mass the family is going to?',
     ['d9_p', 'd9_ok'], "10 o'clock on Sunday Sept 6 at St. Paul's", 'temporal'),
    ('By when did fees have to be paid?',
     ['nt_pay'], 'Friday Aug 28', 'temporal'),
    ('When was the group photo planned?',
     ['nt_kids'], 'Noon on the reunion day', 'temporal'),
    # ---- multi (4)
    ('Who pushed back on the per-person fee and how was it settled?',
     ['d6_obj', 'd6_r', 'd6_a1'],
     'Tasha said $25 a head was a lot for big households; Marcus capped it at $100 per household and she agreed', 'multi'),
    ('Why are people paying for their own shirts?',
     ['d7_obj', 'd7_r', 'd7_a1'],
     "Marcus objected to the fund buying ~90 shirts, so everyone pays $15 for their own through Tasha's form", 'multi'),
    ('Is Darnell coming to Mass and what was the issue?',
     ['d9_obj', 'd9_r', 'd9_ok'], 'Yes; he works Sunday mornings at Lourdes but swapped his shift', 'multi'),
    ('How was the smoker going to work at the church hall?',
     ['d2_obj', 'd2_r', 'd2_a1'],
     'Darnell said he could not smoke inside a church hall; Renee pointed to the back lot outside the kitchen door, so he agreed', 'multi'),
]


if __name__ == '__main__':
    msgs, markers = build(SESSIONS, PEOPLE, tz_hours=-5, seed=20260803)
    write_all(HERE, msgs, markers, DECISIONS, NON_DECISIONS, TODOS, NON_TODOS, QUESTIONS)
