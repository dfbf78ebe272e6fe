#!/usr/bin/env python3
"""English climbing-gym staff chat (Basalt Bouldering, Boise, Idaho): the first
in-house bouldering comp, the "Basalt Bash", 2026-09-13 .. 2026-10-18, -06:00 (MDT).

Run `python3 _build.py` (from anywhere) to regenerate chat.jsonl and the label
files in this folder. Line format: see ../_chatgen.py.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from _chatgen import build, write_all  # noqa: E402

PEOPLE = {
    'Jess': (6028471935, False),    # owner, 41; insurance, landlord, sponsors
    'Omar': (5192730486, False),    # head route setter, 29; lowercase; holds, the set
    'Priya': (7340918265, False),   # front desk / memberships manager, 33; registration, volunteers
    'Kyle': (6817203954, False),    # youth team coach, 26; jokes, slang; youth waivers
    'Dana': (5563902187, False),    # part-time bookkeeper, 52; terse; money, shirts
    'Codex': (7719023846, True),    # bot: terse
    'Gemma': (7830461925, True),    # bot: chatty, emoji
}

SESSIONS = [
("2026-09-13 19:40", r"""
Jess: ok team, comp talk. we've said "we should host one" for two years now
Jess: this fall we actually do it
Kyle: LETS GOOO
Omar: finally
Priya: 🙌
#d1_p Jess: I'm thinking Saturday Oct 3. gives Omar three weeks to reset the cave and the slab
#d1_a1 Omar: 3 weeks is tight but doable
#d1_a2 Priya: works for me, nothing on the calendar that day
#d1_a3 >d1_p Dana: fine
#d1_ok Jess: Oct 3 it is. the Basalt Bash 😎
Kyle: the name slaps
Dana: who came up with it
Jess: me, in the shower, 6am
Priya: iconic
#t1 Omar: i'll put in the holds order with the supplier by friday, we need like 150 new holds for this
Jess: go for it, budget is 2k for holds
#nt_dana_paid Dana: fyi I already paid the last hold invoice so the account's clean for a new one
#t2 Priya: I'll get the registration page up tomorrow, just a placeholder till we set the fee
#nd_costume Kyle: costume category?? best dressed gets a prize
#nd_costume_no >nd_costume Jess: lol maybe for a halloween sesh, not this one
"""),
("2026-09-14 12:10", r"""
#t2_done Priya: registration page is live (draft mode, hidden from the site till we pick a fee)
Priya: [photo]
Kyle: clean
#d6_p Jess: fee: $35 for non-members, $25 for members?
#d6_obj >d6_p Dana: I'd do $40 flat. prizes, shirts and volunteers' passes add up fast
#d6_r Priya: $40 for a local comp is steep, the Pocatello one is $30
#d6_r2 Jess: members are the ones who'll fill it though. discount keeps them happy
#d6_dana Dana: ok. $35/$25 then, but we keep a close eye on costs
#d6_a1 Priya: 👍 putting that on the page
#d6_a2 Kyle: yep
#d6_ok Jess: done, $35 / $25
"""),
("2026-09-15 09:05", r"""
#t3 Jess: calling our insurance guy monday about a rider for the comp, they'll want the waiver wording too
#nd_odds Omar: we set one v12 just to humble kyle
Kyle: bro I flashed your last v6
Omar: it was a v4 with a v6 tag
Kyle: 😤
Priya: children, please
Dana: 🙄
#nt_helper Omar: want me to call the hold company to ask about lead time?
#nt_helper_r >nt_helper Jess: I talked to them this morning, 10 business days
Omar: ok cool
"""),
("2026-09-16 20:30", r"""
#d7_p Jess: format. I say 3 hour redpoint, 40 problems, your best 5 count
#d7_obj >d7_p Omar: i really want finals. that's where the hype is, everyone watching one problem
#d7_r Priya: finals means another 2 hours of staff and a second round of setting
#d7_r2 Jess: yeah first comp, let's keep it simple
#d7_comp Kyle: what if there's one "boss problem" worth double points, right in the middle of the cave? everyone watches that one
#d7_omar Omar: ok that i can get behind. i'll make it mean
#d7_a1 Jess: love it. redpoint, 40 problems, best 5, plus the boss problem at double points
#d7_a2 Priya: 👌
#bot_q Kyle: @Gemma what do other gyms do to get people to come watch?
#nd_bot_raffle Gemma: Ooh fun question! 🎉 A lot of gyms run a raffle for spectators, like $5 a ticket with gear from sponsors. Brings in families and a bit of cash too!
#nd_bot_raffle_r Dana: raffles need a permit in Idaho. not worth it
Kyle: damn ok
"""),
("2026-09-18 17:45", r"""
#t1_done Omar: holds ordered. 164 holds plus 6 volumes, $1,940. tracking says sept 30
Jess: under budget by a hair lol
#d4_p Jess: prizes: $50 REI gift cards for top 3 in each category?
#d4_a1 Priya: easy and everyone uses REI
#d4_a2 Kyle: 👍
#d4_ok Dana: ok, that's 18 cards if we do 6 categories. $900
Jess: hm that's a lot, but fine for now
#t6 Jess: I'll pick up the gift cards at REI next week
#d10_p Kyle: ALSO. DJ. a real one. comps without music are funerals
#d10_a1 Priya: yes please
#d10_a2 Jess: ok yes, I know someone who djs at the bar on 8th
#d10_ok Omar: dj 🔥
#t5 Dana: give me the name and I'll book them, I have to do the payment anyway
"""),
("2026-09-19 18:30", r"""
Omar: [photo]
Omar: city of rocks today. finally sent the crack I've been projecting since june
Kyle: WHAT. congrats dude
Priya: the light in that pic 😍
Jess: jealous. I spent the day fixing the auto-belay
#nd_speed Kyle: ooh we should add a speed round to the comp, like a race on the slab
#nd_speed_no Omar: we don't have a speed wall lol. people would just fall on each other
Jess: yeah no, let's not make it a rodeo
Kyle: fair fair
"""),
("2026-09-21 13:20", r"""
#t3_done Jess: insurance call done. rider is $180 for the day, waiver wording is fine as is
Dana: ok noting it
#d8_p Kyle: youth. I've got 14 kids on the team and probably 10 more from the rec program who'd sign up
#d8_p2 Kyle: can they have their own session? 9-11 in the morning, adults 1-4
#d8_obj Priya: that's two sessions, I don't have the volunteers for both
#d8_kyle Kyle: the team parents will volunteer for the morning. I'll get 6 of them, they already do it at regionals
#d8_pr Priya: ok if Kyle brings the parents, sure
#d8_a1 Jess: yes. youth 10-17 at 9, adults at 1
#d8_a2 Omar: fine by me, kids problems are easier to set anyway
#t11 Kyle: and I'll collect the youth waivers signed by parents before the comp, paper ones
#nt_kyle_head Kyle: if one of my kids beats the adult scores I'm shaving my head
Omar: screenshot
Priya: screenshotted
"""),
("2026-09-23 21:00", r"""
#d2_why Omar: bad news, supplier emailed. holds shipment slipped to oct 6
Omar: no way i set 40 problems in the 3 days after that
#d2_p Jess: ugh. push a week then? Saturday Oct 10
#d2_obj >d2_p Kyle: wait my team has a qualifier oct 10 in twin falls
#d2_r Jess: both days?
#d2_k Kyle: let me check
#d2_k2 Kyle: nvm it's the 11th, sunday. we drive down after the comp saturday, I'm good
#d2_a1 Kyle: Oct 10 works
#d2_a2 Priya: changing the page now
#d2_a3 Dana: ok
#d2_ok Jess: ok, Basalt Bash moves to Oct 10
#nt_drive Omar: i could just drive to salt lake and grab the holds from the warehouse
#nt_drive_no Jess: 10 hours round trip, no. we'll manage
"""),
("2026-09-25 18:10", r"""
#d12_p Priya: volunteers. I want to give them something real
#d12_p2 Priya: free month pass and a comp shirt each?
#d12_a1 Jess: yes, 100%
#d12_a2 Dana: month pass costs us nothing really. fine
#d12_ok Kyle: parents will love that
#t10 Priya: I'll recruit 10 for the adult session, Kyle's got the morning
#t12 Dana: I'll order shirts by next friday. need sizes from everyone
#nt_sizes Priya: everyone send Dana your shirt size by Sunday pls
#t8_q Priya: @Gemma can you write the Instagram announcement? date, fee, categories, link in bio
#t8 Gemma: Absolutely, on it! ✨ Give me a sec to make it sound fun 🧗
#t8_done Gemma: Here's a draft:\n"The BASALT BASH is here 🧗‍♀️ Our first ever bouldering comp, Sat Oct 10! Youth (10-17) 9-11am, adults 1-4pm. 40 fresh problems + one BOSS problem worth double 👀 $25 members / $35 non-members. Link in bio, spots are limited!"
Priya: perfect, posting
Kyle: "boss problem" 👀 omar you're famous
"""),
("2026-09-26 11:45", r"""
Priya: sign-ups so far: 19 adults, 6 youth, and the page has been up 2 days
Jess: 👀 nice
Dana: what color are the shirts again, I need it for the order form
Priya: charcoal, same as in the design file Omar made in the summer
Dana: found it, thanks
Kyle: 19 already is wild
Omar: the old cave problems are getting stripped tonight btw
Jess: have fun 🫡
"""),
("2026-09-28 20:15", r"""
#d11_p Kyle: side event idea. dyno contest at 4:30, $100 cash to the longest dyno
#d11_a1 >d11_p Omar: yes. the overhang is perfect for it
#d11_a2 Priya: crowd pleaser for sure
#d11_ok Jess: ok I'm in, $100 from the comp pot
#nt_wish Jess: someday I want us hosting a USA Climbing regional
Omar: need a taller wall first 😅
#nt_dana_books Dana: I'll redo the category setup in the books at some point, it's a mess after the summer camps
#bot_rota Codex: I can generate a volunteer rota from the sign-up list if useful.
Priya: ok gotta close up, night all
"""),
("2026-09-30 12:40", r"""
#d3_why Jess: okay so. city just announced the Boise River Fest for Oct 10
Jess: the climbing wall company that sponsors us is running the big wall there, and half our members will be at it
#d3_p Jess: honestly I'd push one more week. Oct 17?
#d3_a1 Priya: ugh but yes, that's the smart call
#d3_a2 Omar: honestly gives me breathing room on the set, i'm in
#d3_k Kyle: qualifier is done by then, 17 works
#d3_a3 Dana: fine
#d3_ok Jess: ok final final: Oct 17
#d3_page Priya: page and insta updated to the 17th
#t4 Kyle: I'll print the scorecards the week of, 200 of them
"""),
("2026-10-02 16:30", r"""
#d10_why Dana: re the DJ. he wants $300 and he'll need to plug into the studio upstairs' circuit
#d10_why2 Jess: and I just reread the lease, no amplified music before 6pm on saturdays, the yoga studio upstairs has classes
#d10_drop Jess: so no DJ. sorry Kyle
#d10_drop_a1 Kyle: nooo. ok fine
#t5_drop Dana: I hadn't paid anything yet, I'll tell him no thanks
#d9_p Jess: also, we're closing the gym to regular climbers on the 17th until 5pm
#d9_a1 Priya: yep, otherwise it's chaos
#d9_a2 Omar: agreed
#d9_ok Jess: ok closed till 5 that day
#nt_hours Priya: already changed the Saturday hours on Google too
"""),
("2026-10-03 15:10", r"""
Priya: busy saturday! 38 day passes so far, the fall weather brings everyone inside apparently
Dana: good. september was slow
Kyle: two of my kids did their first V4 today
Jess: love that
#nd_snow Kyle: random thought, what if it snows early on the 17th and half the people can't drive in, do we refund?
#nd_snow_r Jess: it's october in boise kyle, we'll worry about that if the forecast says so
Kyle: famous last words
Omar: lol
"""),
("2026-10-05 10:20", r"""
#d5_p Priya: prize table for the 17th: Scarpa is sending 3 pairs of shoes, Friction Labs is sending 12 chalk bags and 6 tubs of chalk
Priya: top 3 in each category pick from the table in order
#d5_a1 Kyle: SCARPA 😭😭
#d5_a2 Omar: shoes > gift cards all day
#d5_a3 Jess: 🙌 and it costs us zero
#t6_drop Jess: good thing I never made it to REI, not buying those cards then
#t13 Jess: I'll email the Scarpa and Friction Labs reps this week to say thanks and send them our logo placement
#nt_bot_waiver Gemma: If you'd like, I can draft a waiver for the dyno contest too! 📝
Kyle: [photo]
Kyle: my team after practice, they're so ready
Priya: cuties
"""),
("2026-10-06 14:00", r"""
#holds_in Omar: holds are here!!!
Omar: [photo]
Priya: christmas in october
#d11_why Jess: ok dyno contest update. insurance says dynos for distance aren't covered by the rider, it's a separate $400 policy
#d11_drop Jess: that's more than the prize. we skip the dyno contest
#d11_drop_a1 Omar: fair
#d11_drop_a2 Kyle: rip. ok
#t9 Omar: all 40 + the boss will be up by thursday the 15th
#nt_omar_sleep Omar: i'll be living here till the 17th. bring me food
Kyle: I'll slide you a burrito under the door
"""),
("2026-10-08 19:30", r"""
#t4_hand Kyle: guys I'm sick af, doctor says strep. out till at least tuesday
#t4_hand_q Kyle: can someone take the scorecards? file is on the shared drive
#t4_hand_ok >t4_hand_q Dana: I'll print them. I'm in the office friday anyway
Kyle: thank you Dana 🙏
Jess: feel better!!
Priya: drink fluids, rest, no climbing
Kyle: no promises
Omar: kyle
#t7_q Jess: @Codex can you make a scoring spreadsheet? 40 problems + boss at double, best 5 per climber, 2 age groups, men/women/open
#t7 Codex: Yes. Building it now.
#t7_done Codex: Done. Sheet "BasaltBash_scores": one row per climber, columns P1-P40 + BOSS (x2), auto best-5 total, tabs by category and session. Top-3 per tab sorted.
Jess: beautiful
#t12_done Dana: shirts came in. 40 shirts, charcoal, $8.50 each
#nd_spect Dana: should we charge spectators $5 at the door?
#nd_spect_no >nd_spect Jess: nah, we want families in here, keep it free
"""),
("2026-10-10 11:00", r"""
Priya: anyone else going to River Fest today?
Omar: setting. always setting
Kyle: couch. strep
Jess: I'll swing by with my kid later
Dana: grocery run then spreadsheets
Omar: [photo]
Omar: 28 down, 12 to go
#t10_done Priya: volunteers are locked: 10 for the afternoon, all confirmed
#t4_done Dana: scorecards printed, 200, in the front desk drawer
Priya: Dana you're a legend
"""),
("2026-10-11 17:20", r"""
Kyle: update from the couch: team took 3rd at twin falls!! assistant coach drove them, I watched the stream
Priya: YESSS
Jess: huge, tell them we're proud
Omar: 🔥🔥
Kyle: [photo]
Dana: congratulations to them
Kyle: fever's gone btw, back tuesday like the doc said
"""),
("2026-10-13 20:00", r"""
#t11_done Kyle: back alive. all 22 youth waivers are in, signed by parents, in the binder
#t13_done Jess: thank-you emails sent to Scarpa and Friction Labs, logos are going on the banner
#nd_waitlist Priya: if we hit the 80 cap for adults, do we do a waitlist?
#nd_waitlist_r Jess: let's cross that bridge if we hit it, we're at 58
#nt_black Jess: staff, wear the black Basalt tees saturday, not the new comp shirts, so people can spot us
Omar: copy
Kyle: copy 🫡
Priya: coffee for volunteers is already in the budget btw
#nd_kyle_van Kyle: winner of the boss problem gets Omar's van
Omar: absolutely not
"""),
("2026-10-15 22:30", r"""
#t9_done Omar: set is done. 40 problems + the boss. i'm going to sleep for a week
Omar: [photo]
Jess: that boss problem looks illegal
Kyle: my fingers hurt looking at it
#reg_count Priya: 71 adults registered now + 22 youth
Dana: that's more than I budgeted for, good
Kyle: kids are practicing dynos in the hallway at home apparently
Jess: keep them off the furniture lol
"""),
("2026-10-17 08:40", r"""
Jess: doors at 8:45, youth check in at the desk
Kyle: kids are HYPED
Priya: coffee is on the table for volunteers
Omar: no one touch the boss problem during warmups please
Priya: check-in line is out the door 😳
Kyle: one of my kids is asking if he can climb in socks
Jess: no
Kyle: told him
"""),
("2026-10-17 16:50", r"""
Jess: that was incredible. thank you all
Priya: nobody sent the boss problem in the adult session until the last 5 min 😱
Omar: exactly as designed
Kyle: my 13 year old flashed a V5 in front of everyone I'm crying
Dana: cash box counted, it's in the safe
Jess: the Scarpa rep even showed up, he loved it
Priya: [photo]
Priya: podium pics are so good
"""),
("2026-10-18 19:15", r"""
#settle Dana: prelim numbers: entries $2,615, shirts $340, insurance rider $180, holds were from the setting budget. net about $2,100
#t14 Dana: final reconciliation with the card fees by the end of the month
#t15 Kyle: I'll post the results and photos on the website by next weekend
Priya: thank-you email to members is scheduled for monday morning
#nt_next Jess: we're doing a spring one. not up for debate 😂
Omar: give me a month off first
Kyle: my head stays unshaved btw, the kids didn't beat the adults 😅
Priya: closest was 40 points off, you got lucky
Dana: night all
"""),
]

DECISIONS = [
    dict(id='d1', text='Comp (Basalt Bash) on Saturday Oct 3',
         stated=['d1_p', 'd1_a1', 'd1_a2', 'd1_a3', 'd1_ok'],
         agreed_by=['Jess', 'Omar', 'Priya', 'Dana'], objected_by=[],
         status='superseded', superseded_by='d2', changed_at=['d2_p', 'd2_ok']),
    dict(id='d2', text='Comp moved to Saturday Oct 10 (holds shipment slipped to Oct 6)',
         stated=['d2_p', 'd2_a1', 'd2_a2', 'd2_a3', 'd2_ok'],
         agreed_by=['Jess', 'Kyle', 'Priya', 'Dana'], objected_by=['Kyle'],
         status='superseded', superseded_by='d3', changed_at=['d3_p', 'd3_ok']),
    dict(id='d3', text='Comp moved again to Saturday Oct 17 (Boise River Fest on Oct 10)',
         stated=['d3_p', 'd3_a1', 'd3_a2', 'd3_k', 'd3_a3', 'd3_ok', 'd3_page'],
         agreed_by=['Jess', 'Priya', 'Omar', 'Kyle', 'Dana'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d4', text='Prizes: $50 REI gift cards for the top 3 in each category',
         stated=['d4_p', 'd4_a1', 'd4_a2', 'd4_ok'],
         agreed_by=['Jess', 'Priya', 'Kyle', 'Dana'], objected_by=[],
         status='superseded', superseded_by='d5', changed_at=['d5_p', 'd5_a2', 'd5_a3']),
    dict(id='d5', text='Prizes are sponsor gear (3 pairs of Scarpa shoes, Friction Labs chalk bags and chalk); top 3 per category pick in order',
         stated=['d5_p', 'd5_a1', 'd5_a2', 'd5_a3'],
         agreed_by=['Priya', 'Kyle', 'Omar', 'Jess'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d6', text='Entry fee $35 non-members, $25 members',
         stated=['d6_p', 'd6_dana', 'd6_a1', 'd6_a2', 'd6_ok'],
         agreed_by=['Jess', 'Dana', 'Priya', 'Kyle'], objected_by=['Dana'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d7', text='Format: 3-hour redpoint, 40 problems, best 5 count, plus one boss problem at double points (no finals)',
         stated=['d7_p', 'd7_comp', 'd7_omar', 'd7_a1', 'd7_a2'],
         agreed_by=['Jess', 'Kyle', 'Omar', 'Priya'], objected_by=['Omar'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d8', text='Separate youth session (ages 10-17) 9-11am, adults 1-4pm; team parents volunteer in the morning',
         stated=['d8_p2', 'd8_kyle', 'd8_pr', 'd8_a1', 'd8_a2'],
         agreed_by=['Kyle', 'Priya', 'Jess', 'Omar'], objected_by=['Priya'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d9', text='Gym closed to regular climbers on comp day until 5pm',
         stated=['d9_p', 'd9_a1', 'd9_a2', 'd9_ok'],
         agreed_by=['Jess', 'Priya', 'Omar'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d10', text='Hire a DJ for the comp',
         stated=['d10_p', 'd10_a1', 'd10_a2', 'd10_ok'],
         agreed_by=['Kyle', 'Priya', 'Jess', 'Omar'], objected_by=[],
         status='dropped', superseded_by=None, changed_at=['d10_drop', 'd10_drop_a1']),
    dict(id='d11', text='Dyno side contest at 4:30 with a $100 cash prize',
         stated=['d11_p', 'd11_a1', 'd11_a2', 'd11_ok'],
         agreed_by=['Kyle', 'Omar', 'Priya', 'Jess'], objected_by=[],
         status='dropped', superseded_by=None, changed_at=['d11_drop', 'd11_drop_a1', 'd11_drop_a2']),
    dict(id='d12', text='Volunteers get a free month pass and a comp shirt',
         stated=['d12_p2', 'd12_a1', 'd12_a2', 'd12_ok'],
         agreed_by=['Priya', 'Jess', 'Dana', 'Kyle'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
]

NON_DECISIONS = [
    (['nd_costume', 'nd_costume_no'], 'proposal not taken up'),      # costume category
    (['nd_odds'], 'joke'),                                          # a V12 to humble Kyle
    (['nd_bot_raffle', 'nd_bot_raffle_r'], 'bot suggestion ignored'),  # Gemma: spectator raffle
    (['d2_r'], 'question'),                                         # both days?
    (['nd_spect', 'nd_spect_no'], 'question'),                      # charge spectators $5?
    (['nd_waitlist', 'nd_waitlist_r'], 'hypothetical'),             # if we hit the cap, waitlist?
    (['nd_kyle_van'], 'joke'),                                      # winner gets Omar's van
    (['nt_next'], 'proposal not taken up'),                         # a spring comp
    (['nd_speed', 'nd_speed_no'], 'proposal not taken up'),         # a speed climbing round
    (['nd_snow', 'nd_snow_r'], 'hypothetical'),                     # if it snows, refunds?
]

TODOS = [
    dict(id='t1', owner='Omar', task='Order ~150 new holds from the supplier',
         taken=['t1'], due='2026-09-18', status='done', closed_by=['t1_done'], handed_to=None),
    dict(id='t2', owner='Priya', task='Put up the registration page',
         taken=['t2'], due='2026-09-14', status='done', closed_by=['t2_done'], handed_to=None),
    dict(id='t3', owner='Jess', task='Call the insurance broker about a comp rider and the waiver wording',
         taken=['t3'], due='2026-09-21', status='done', closed_by=['t3_done'], handed_to=None),
    dict(id='t4', owner='Kyle', task='Print 200 scorecards',
         taken=['t4', 't4_hand_ok'], due='', status='done', closed_by=['t4_done'], handed_to='Dana'),
    dict(id='t5', owner='Dana', task='Book and pay the DJ',
         taken=['t5'], due='', status='dropped', closed_by=['d10_drop', 't5_drop'], handed_to=None),
    dict(id='t6', owner='Jess', task='Buy the REI gift cards for prizes',
         taken=['t6'], due='2026-09-27', status='dropped', closed_by=['t6_drop'], handed_to=None),
    dict(id='t7', owner='Codex', task='Build the scoring spreadsheet',
         taken=['t7'], due='', status='done', closed_by=['t7_done'], handed_to=None),
    dict(id='t8', owner='Gemma', task='Write the Instagram announcement',
         taken=['t8'], due='', status='done', closed_by=['t8_done'], handed_to=None),
    dict(id='t9', owner='Omar', task='Set the 40 comp problems and the boss problem',
         taken=['t9'], due='2026-10-15', status='done', closed_by=['t9_done'], handed_to=None),
    dict(id='t10', owner='Priya', task='Recruit 10 volunteers for the adult session',
         taken=['t10'], due='', status='done', closed_by=['t10_done'], handed_to=None),
    dict(id='t11', owner='Kyle', task='Collect the parent-signed youth waivers',
         taken=['t11'], due='', status='done', closed_by=['t11_done'], handed_to=None),
    dict(id='t12', owner='Dana', task='Order the comp shirts',
         taken=['t12'], due='2026-10-02', status='done', closed_by=['t12_done'], handed_to=None),
    dict(id='t13', owner='Jess', task='Email the Scarpa and Friction Labs reps (thanks, logo placement)',
         taken=['t13'], due='2026-10-11', status='done', closed_by=['t13_done'], handed_to=None),
    dict(id='t14', owner='Dana', task='Final reconciliation of the comp money with card fees',
         taken=['t14'], due='2026-10-31', status='open', closed_by=[], handed_to=None),
    dict(id='t15', owner='Kyle', task='Post the results and photos on the website',
         taken=['t15'], due='2026-10-25', status='open', closed_by=[], handed_to=None),
]

NON_TODOS = [
    (['nt_dana_paid'], 'already done'),                      # paid the last hold invoice
    (['nt_helper', 'nt_helper_r'], 'already done by someone else'),  # call the hold company -> Jess did
    (['nt_kyle_head'], 'banter promise'),                    # shave my head
    (['nt_drive', 'nt_drive_no'], 'offer declined'),         # drive to Salt Lake
    (['nt_sizes'], 'instruction to others'),                 # send Dana your size by Sunday
    (['nt_wish'], 'vague wish'),                             # host a regional someday
    (['nt_dana_books'], 'vague promise'),                    # redo the books at some point
    (['bot_rota'], 'bot offer not taken up'),                # Codex: volunteer rota
    (['nt_hours'], 'already done'),                          # Google hours changed
    (['nt_bot_waiver'], 'bot offer not taken up'),           # Gemma: dyno waiver
    (['nt_omar_sleep'], 'banter promise'),                   # living here till the 17th
    (['nt_black'], 'instruction to others'),                 # wear the black tees
]

QUESTIONS = [
    # ---- changed (8)
    ('When is the Basalt Bash happening in the end?',
     ['d2_ok', 'd3_p', 'd3_ok'], 'Saturday October 17 (first Oct 3, then Oct 10, then Oct 17)', 'changed'),
    ('What date did we first pick for the comp?',
     ['d1_p', 'd1_ok'], 'Saturday October 3', 'changed'),
    ('Why did the comp move off October 3?',
     ['d2_why', 'd2_p'], 'The holds shipment slipped to Oct 6, too late for Omar to set 40 problems, so it moved a week to Oct 10', 'changed'),
    ('Why not October 10 after all?',
     ['d3_why', 'd3_p'], 'The city announced the Boise River Fest that day; the sponsor runs the big wall there and many members would go, so it moved to Oct 17', 'changed'),
    ('What are the winners getting as prizes?',
     ['d5_p', 'd5_a2', 'd5_a3'], 'Sponsor gear: 3 pairs of Scarpa shoes, 12 Friction Labs chalk bags and 6 tubs of chalk; top 3 per category pick in order', 'changed'),
    ('What was the original prize plan?',
     ['d4_p', 'd4_ok'], '$50 REI gift cards for the top 3 in each category (18 cards, $900)', 'changed'),
    ('Is there going to be music from a DJ?',
     ['d10_why', 'd10_why2', 'd10_drop'], 'No. The DJ wanted $300 and the lease bans amplified music before 6pm on Saturdays (yoga upstairs), so it was dropped', 'changed'),
    ('What happened with the dyno side event?',
     ['d11_why', 'd11_drop', 'd11_drop_a1'], 'Cancelled: the insurance rider does not cover distance dynos and a separate policy costs $400, more than the prize', 'changed'),
    # ---- owner (5)
    ('Who ended up printing the scorecards?',
     ['t4', 't4_hand', 't4_hand_ok', 't4_done'], 'Dana (Kyle had strep and handed it over)', 'owner'),
    ('Who made the scoring sheet?',
     ['t7_q', 't7_done'], 'Codex (the bot)', 'owner'),
    ('Who wrote the Insta post announcing the event?',
     ['t8_q', 't8_done'], 'Gemma (the bot)', 'owner'),
    ('Who is posting the results online?',
     ['t15'], 'Kyle', 'owner'),
    ('Who got the parent waivers for the kids?',
     ['t11', 't11_done'], 'Kyle (22 signed waivers in the binder)', 'owner'),
    # ---- status (6)
    ('Did Jess get the REI cards?',
     ['t6', 't6_drop'], 'No; the sponsors sent gear so she never bought them', 'status'),
    ('Was the DJ booked and paid?',
     ['t5', 't5_drop'], 'No; Dana had paid nothing and told him no thanks after the DJ was dropped', 'status'),
    ('Are the comp numbers fully reconciled?',
     ['settle', 't14'], 'Not yet; Dana has preliminary numbers and will do the final reconciliation by the end of the month', 'status'),
    ('Are results up on the website yet?',
     ['t15'], 'Not yet; Kyle said he would post them this week', 'status'),
    ('Did the shirts arrive?',
     ['t12', 't12_done'], 'Yes, 40 charcoal shirts at $8.50 each', 'status'),
    ('Did the sponsor reps get a thank-you?',
     ['t13', 't13_done'], 'Yes, Jess emailed Scarpa and Friction Labs; logos go on the banner', 'status'),
    # ---- single (6)
    ('How much did the new holds cost?',
     ['t1_done'], '$1,940 for 164 holds and 6 volumes', 'single'),
    ('How much is the insurance add-on for the day?',
     ['t3_done'], '$180', 'single'),
    ('What do members pay to enter?',
     ['d6_p', 'd6_ok'], '$25 (non-members $35)', 'single'),
    ('What do volunteers get?',
     ['d12_p2', 'd12_ok'], 'A free month pass and a comp shirt', 'single'),
    ('How many problems are in the comp and how many count?',
     ['d7_p', 'd7_a1'], '40 problems, best 5 count, plus a boss problem at double points', 'single'),
    ('Roughly what did the comp net?',
     ['settle'], 'About $2,100 (entries $2,615 minus shirts $340 and rider $180)', 'single'),
    # ---- temporal (4)
    ('When does the youth session run?',
     ['d8_p2', 'd8_a1'], '9 to 11 in the morning (adults 1 to 4)', 'temporal'),
    ('Until what time is the gym shut to regulars on comp day?',
     ['d9_p', 'd9_ok'], 'Until 5pm', 'temporal'),
    ('When did the holds actually show up?',
     ['d2_why', 'holds_in'], 'October 6, the date the supplier had given', 'temporal'),
    ('When did Omar finish setting?',
     ['t9_done'], 'The night of Thursday October 15', 'temporal'),
    # ---- multi (4)
    ('Why no finals round, and what replaced it?',
     ['d7_obj', 'd7_r', 'd7_comp', 'd7_omar'], 'Omar wanted finals but they need 2 more hours of staff and a second set; instead one boss problem worth double points that everyone can watch', 'multi'),
    ('How was the staffing worry about a separate kids session solved?',
     ['d8_obj', 'd8_kyle', 'd8_pr'], 'Priya lacked volunteers for two sessions; Kyle got 6 team parents to volunteer in the morning, so she agreed', 'multi'),
    ('Did Dana get the flat fee she wanted?',
     ['d6_obj', 'd6_r2', 'd6_dana'], 'No; she wanted $40 flat but accepted $35/$25 because the member discount fills the comp', 'multi'),
    ('How did adult sign-ups move in comp week, and how many kids are entered?',
     ['nd_waitlist_r', 'reg_count'], 'Adults went from 58 (Oct 13) to 71 (Oct 15), under the 80 cap; 22 youth', 'multi'),
]


if __name__ == '__main__':
    msgs, markers = build(SESSIONS, PEOPLE, tz_hours=-6, seed=20260913)
    write_all(HERE, msgs, markers, DECISIONS, NON_DECISIONS, TODOS, NON_TODOS, QUESTIONS)
