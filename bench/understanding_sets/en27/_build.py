#!/usr/bin/env python3
"""English (Vermont) community cinema programming committee chat: the Bijou on
Main in Harlow Falls, VT — winter season + fundraiser screening night,
2025-11-03 .. 2025-12-07, -05:00 (EST).

Run `python3 _build.py` (from anywhere) to regenerate chat.jsonl and the label
files in this folder. Line format: see ../_chatgen.py.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from _chatgen import build, write_all  # noqa: E402

PEOPLE = {
    'Dana': (4820193746, False),    # committee chair; runs meetings, asks for decisions
    'Walt': (5391028476, False),    # retired projectionist; the booth, the repair; grumbles, lowercase
    'Priya': (6074812953, False),   # treasurer; licensing money, snacks, grants
    'Marcus': (5718264039, False),  # 23, socials and online tickets; "lol", "ngl"
    'Ruth': (6930417285, False),    # retired librarian; volunteer ushers; full sentences
    'Codex': (7703918264, True),    # bot: terse, numbers
    'Claudie': (7815029463, True),  # bot: polite
}

SESSIONS = [
("2025-11-03 19:05", r"""
Dana: Evening all. Board wants the winter season locked by Thanksgiving so let's get moving
Walt: evening
Ruth: Hello! I have tea and opinions.
Marcus: hiii
Priya: here, just finished the October books. we're $2,300 in the hole on the roof fund fyi
Dana: Which is exactly why the fundraiser matters. Two things tonight: theme and a date for the fundraiser
#d6_p Dana: Theme idea: "Snowbound" — six Sunday matinees of films set in winter. Fargo, Groundhog Day, Frozen River, Doctor Zhivago, Klaus, and The Shining
#d6_obj Ruth: I love it except The Shining. We get families and the 3pm crowd is mostly over-70s. Axe-murder at a Sunday matinee is a bit much.
Walt: it's a masterpiece ruth
Ruth: It's a masterpiece I watched through my fingers, Walter.
#d6_fix Marcus: what if Shining is a friday late show instead, 8pm, adults only. the horror kids will show up for that ngl
#d6_ra >d6_fix Ruth: Oh, that I can live with. Fine by me.
#d6_a1 Walt: works
#d6_a2 Priya: 👍
#d6_ok Dana: Great, Snowbound it is: five Sunday matinees plus The Shining as a Friday late show
#d1_p Dana: Fundraiser night: Saturday Dec 13? It's a Wonderful Life, obviously
#d1_a1 Priya: 13th works for me
#d1_a2 Ruth: Yes, lovely.
#d1_a3 Marcus: sure
#n_double Walt: we could do a double bill with miracle on 34th st
#n_double_no >n_double Dana: Five hours of Christmas on those seats? Our backs would never forgive us
Walt: fair
"""),
("2025-11-04 10:40", r"""
#m_proj Walt: bad news. lamp house on the projector is flickering again, and the power board smells hot when it's been on 40 min
Dana: Oh no. Can it limp through the season?
Walt: not safely
#t1 Walt: i'll call northern lights in burlington today and get a quote
Priya: please ask them for it in writing, the board will want to see it
Walt: yes boss
"""),
("2025-11-04 16:15", r"""
#t1_done Walt: called northern lights. $1,150 for a rebuilt power board + new lamp house, 2 weeks turnaround. emailed quote to priya
#m_new Walt: a new projector of the same class is around $6k before install
#d8_p Walt: we should send it in
#d8_obj Priya: $1,150 is half of what we have in the operating account. can we at least get a second quote first?
#d8_walt Walt: there is no second shop within 200 miles that touches these. it's them or Albany
Ruth: Albany would mean driving it there too.
#d8_pa Priya: ok fine. it's still way better than six grand. send it in
#d8_a1 Dana: Agreed, go with Northern Lights
#d8_a2 Marcus: +1
"""),
("2025-11-05 20:30", r"""
#m_lic Priya: Licensing. Going direct to each studio is a nightmare, half of them don't answer small venues
#d7_p Priya: Keystone Film Licensing does flat per-title public performance fees for non-profits. I think we use them for the whole season
#d7_a1 Dana: Sounds sensible, yes
#d7_a2 Walt: used them back in 2019 for the film club. painless
#d7_ok Dana: Keystone it is then
#t2 Priya: I'll get a quote for all six titles plus Wonderful Life by Friday
#d4_p Dana: And tickets for the fundraiser — $15?
#d4_a1 Ruth: $15 seems right for our town.
#d4_a2 Marcus: yep 15
#d4_a3 Priya: ok $15
#t9_q Dana: @Codex at $15 a ticket, how many do we need to sell to clear $2,300 after a ~$300 license and ~$150 of snacks?
#t9 Codex: Calculating.
#t9_done Codex: Costs ~$450. Target net $2,300 → gross $2,750. At $15: 184 tickets. Bijou seats 142, so one screening cannot reach it on tickets alone.
Priya: well that's sobering
Walt: told you the seats are the problem
#n_bot_two Codex: Suggest two screenings (4pm and 7:30pm).
#n_bot_two_no >n_bot_two Walt: not with that projector, and not with me at 71
"""),
("2025-11-06 18:50", r"""
Marcus: unrelated but the diner on Elm finally has pumpkin pie back
Ruth: The proper one with the lattice?
Marcus: no lattice sadly
Ruth: Then it is a lesser pie.
Walt: the lattice guy retired
Dana: Tragedies everywhere this week
"""),
("2025-11-06 21:30", r"""
#n_fargo Walt: honestly we could just show fargo every sunday and people would come
Ruth: They would not, Walter.
Marcus: i would
#nt_ins Dana: Side note, I renewed the lobby liability insurance last week, so that's off the list
Priya: Oh thank you, that was on my worry list
"""),
("2025-11-07 12:15", r"""
#t2_done Priya: Keystone quote in: $250 per title for the season films, and Wonderful Life is $400 because it's the holiday window. Also: their booking window for Wonderful Life only runs to Dec 7 for small venues
Dana: Wait, so Dec 13 doesn't even work for the film?
Priya: Not for that film, no
#m_concert Ruth: Also I meant to say, the 13th is the high school winter concert. Half the families in town will be at the gym.
Marcus: lol so the 13th was cursed from two sides
#d2_p Dana: Ok. Friday Dec 12 then, and we ask Keystone whether they'd stretch the window by a few days?
#d2_a1 Priya: I can ask. 12th works
#d2_a2 Ruth: Friday is fine with me.
#d2_a3 Marcus: 12th 👍
Walt: fine
#t2b Priya: emailing keystone now about the 12th
"""),
("2025-11-08 11:30", r"""
#d10_p Dana: Posters. Tess Okafor did the library's reading-month poster, it was gorgeous. She'd do the season poster + a fundraiser version for $150
#d10_a1 Ruth: Oh, Tess is wonderful. Yes please.
#d10_a2 Marcus: her linocut stuff is so good. yes
#d10_a3 Priya: $150 is fine, budget has it
#d10_ok Dana: Great, Tess it is
#t5 Dana: I'll send Tess the brief and the film list tomorrow
#nt_canva Marcus: i can make a canva version in the meantime if we need something fast
#nt_canva_no >nt_canva Dana: No need, Tess says she's quick
"""),
("2025-11-10 09:20", r"""
#t5_done Dana: Brief and film list sent to Tess last night. She says first sketches by the 17th
#m_keyno Priya: Keystone says no — Wonderful Life for small venues ends Dec 7, no exceptions, the big chains get it after
Marcus: brutal
#d3_p Dana: Then it has to be Saturday Dec 6. Same film, same plan
#d3_obj Walt: dec 6 is less than four weeks out. the projector won't even be back until the 18th and i want a test run. and posters need time
Ruth: Tess is quick, and the 18th still gives us over two weeks.
#d3_d Dana: Walt, if the projector isn't back and tested by the 28th we swap to the backup DVD rig and a different title. But let's aim for the 6th
#d3_wa Walt: ...alright. the 6th. but i'm not promising miracles
#d3_a1 Priya: 6th works
#d3_a2 Marcus: 6th let's go
#d3_a3 Ruth: December 6th, wonderful.
#t2c Priya: I'll confirm the booking with Keystone today
"""),
("2025-11-10 17:45", r"""
#t2c_done Priya: Keystone confirmed, Wonderful Life licensed for Sat Dec 6, invoice paid
Dana: 🙌
#d11_p Ruth: Could we add a silent auction at the fundraiser? The bookshop and the maple place would donate, I'm sure.
#d11_a1 Dana: Love that, yes
#d11_a2 Marcus: yes!! i'll make little bid sheets
#d11_a3 Priya: sure, anything that isn't tickets helps
#t8 Dana: I'll go round Main Street and ask for auction items this week and next
#d12_p Ruth: And a sing-along after the film? The Community Chorus does carols every December.
#d12_a1 Walt: now THAT i'd stay for
#d12_a2 Dana: Yes, sing-along!
#t11 Ruth: I'll ask Margaret who runs the chorus.
"""),
("2025-11-11 19:00", r"""
#n_raffle Ruth: Should we do a raffle as well as the auction?
#n_raffle_no >n_raffle Dana: Let's not pile it on, one extra thing is plenty this year
Ruth: Fair enough.
Marcus: first snow on the ridge today btw
Marcus: [photo]
Ruth: Oh, it's beautiful. Perfect for Snowbound.
Walt: perfect for my driveway, you mean
"""),
("2025-11-12 20:10", r"""
#d9_p Priya: Snacks. I'd like to buy popcorn kernels and cider from Hollis Farm up the road this year. Local, and people love their cider
#d9_obj Marcus: ngl costco kernels are like half the price. we're trying to make money
Priya: It's $38 more for the whole season. And Hollis puts up our posters in their farm stand for free
#d9_ma Marcus: ok that's actually a good trade. hollis it is
#d9_a1 Dana: Hollis, yes
#d9_a2 Ruth: Their cider is famous. Yes.
#t7 Priya: I'll order kernels and two cases of cider from Hollis this week
#t3 Marcus: i'll post the season announcement on insta and fb tomorrow once the film list is final
#t12 Marcus: and i'll set up the online ticket page for the fundraiser this weekend
Dana: Thank you Marcus
"""),
("2025-11-13 19:30", r"""
#t3_done Marcus: season post is live on insta + fb. already 40 likes lol
Ruth: What's a good number?
Marcus: for us? that's basically viral
Walt: i'm on the facebook. i liked it
Marcus: thanks walt
#nt_news Ruth: I'll put a notice in the church bulletin too.
#nt_news_r >nt_news Dana: I asked Pastor Lee on Sunday, it's going in this week's already
Ruth: Oh good, one less thing.
"""),
("2025-11-14 21:05", r"""
#t10_q Dana: @Claudie could you draft a short press release for the Harlow Falls Herald about the Snowbound season and the Dec 6 fundraiser?
#t10 Claudie: Of course, I'll put something together now.
#t10_done Claudie: Here's a draft:\n"The Bijou on Main announces Snowbound, a winter season of six films set in the snow: Sunday matinees at 3pm from December 14, plus a Friday late show of The Shining. On Saturday, December 6, the Bijou hosts a fundraising screening of It's a Wonderful Life, with proceeds going to the roof fund. Tickets at bijouonmain.org."
#nt_bot_photo Claudie: If it helps, I can also suggest a photo caption or a shorter version for social media.
Dana: This is good. Sending it as is
Ruth: Well done, Claudie.
Claudie: Thank you, Ruth 😊
"""),
("2025-11-16 14:00", r"""
#t12_done Marcus: ticket page is up! bijouonmain.org/fundraiser. 142 seats, $15
#d5_p Priya: Fundraiser tickets: $20 adults, $10 under 12. Keystone's fee for Wonderful Life is $400 and with 142 seats $15 doesn't get us anywhere near the roof number
#d5_a1 Dana: Yes
#d5_a2 Ruth: People here will pay $20 for the Bijou. Agreed.
#d5_mk Marcus: ok updating the page to 20/10 now
#d5_mkd Marcus: done, page says $20 / $10 kids
Walt: when i started it was a dollar fifty
Marcus: walt when you started the movies were silent
Walt: rude. accurate, but rude
"""),
("2025-11-17 18:40", r"""
Dana: Tess sent sketches!
Dana: [photo]
Dana: [photo]
Ruth: Oh the snowy marquee one. That one.
Marcus: marquee one for sure
Priya: Marquee
Walt: the marquee. and make the letters bigger
Dana: Passing on "bigger letters" from our projectionist 😂
#n_gloss Marcus: could we do the posters on that glossy heavy stock? would look sick
#n_gloss_no >n_gloss Priya: Glossy is triple the print cost. Regular matte, please
"""),
("2025-11-18 13:30", r"""
#m_ready Walt: northern lights called, projector parts are ready for pickup in burlington
#t6 Walt: i'll drive up thursday and get them
#nt_coffee Marcus: walt i owe you a coffee for this honestly
Walt: you owe me several
"""),
("2025-11-19 20:20", r"""
#t6_ask Walt: knee's acting up. doc says no long drives this week. can somebody else go to burlington?
#t6_ho >t6_ask Marcus: i'm in burlington friday for a dentist thing anyway. i'll grab it
Walt: thank you kid. it's heavy, bring a dolly
Dana: Feel better Walt
#m_auc Dana: Auction update, not good. Only two shops said yes, and both said after the holidays would be easier. Everyone's been asked by the school PTO already
Ruth: Oh dear. Two items isn't an auction, it's a raffle.
#d11_drop_p Dana: Let's drop the auction this year. Not worth the table space for two items
#d11_drop_a1 Priya: Agreed
#d11_drop_a2 Ruth: Yes, maybe next year.
#t8_drop Dana: I've told the two shops thanks but no need
"""),
("2025-11-21 16:55", r"""
#t6_done Marcus: got it. power board and lamp house are in the booth. heavy is an understatement
#t14a Walt: good lad. i'll install it saturday
#t14 Walt: and i'll do a full feature test run sunday before anyone panics
Ruth: I'm not panicking. Priya might be.
Priya: I am a little bit
"""),
("2025-11-23 17:30", r"""
#t14_done Walt: installed yesterday. full test run today, fargo start to finish, no flicker, board stays cool. we're back
Dana: WALT 🎉
Priya: Best news of the month
Marcus: legend
#nt_popcorn Walt: made myself a bag of popcorn for the test. quality control
Ruth: Naturally.
"""),
("2025-11-24 19:15", r"""
#t4 Ruth: Ushers. I'll make a sign-up sheet for the fundraiser and the first two matinees and put it up in the lobby by Wednesday.
Dana: Thanks Ruth, we need two ushers and one on concessions per show
#n_uni Marcus: we should get usher vests. like proper red velvet ones lol
Walt: over my dead body
#n_uni_r Dana: Let's get through December first 😅
#t13 Priya: I'm going to apply for the Vermont Arts Council mini-grant for the roof. Deadline's Dec 15, I'll start this week
"""),
("2025-11-25 11:50", r"""
#m_chorus Ruth: Bad news about the sing-along. Margaret says the chorus has its own concert in Dorset on the 6th. They'd have been lovely for the 13th, but not now.
Dana: Ah, the date move bites us
#d12_drop Dana: Then no sing-along this year. We'll just have the film
#d12_drop_a Walt: shame. fine
#t11_drop Ruth: I've thanked Margaret. We'll try next year.
Marcus: i can't sing anyway so
"""),
("2025-11-26 21:40", r"""
#t4_done Ruth: Sign-up sheet is up by the box office, and I emailed the volunteer list. Fundraiser night is already full: Gail and Tom ushering, Bev on concessions.
Dana: Amazing
#nt_wish Ruth: One day I'd love us to run a proper silent-film night with live piano.
Walt: one day we'll have a piano that's in tune
#q_sales Dana: @Codex 61 tickets sold so far at the new prices, 49 adult and 12 kids. How much is that?
#q_sales_a Codex: 49 × $20 + 12 × $10 = $1,100.
"""),
("2025-11-27 12:00", r"""
Ruth: Happy Thanksgiving everyone 🦃
Dana: Happy Thanksgiving!
Marcus: happy turkey day
Walt: happy thanksgiving. my daughter made tofu turkey. pray for me
Priya: 😂 enjoy it Walt
"""),
("2025-11-28 10:15", r"""
#n_snow Marcus: what if it dumps snow on the 6th? do we cancel?
#n_snow_r >n_snow Ruth: If it snows, we'll be fuller. It's Vermont.
#nt_receipts Priya: Everyone please send me your receipts for November by Friday, I'm closing the month
Walt: mine's in the glovebox somewhere
Priya: Walt.
Walt: fine, fine
"""),
("2025-11-29 15:20", r"""
#m_hollis Priya: Did the Hollis order ever come? I paid last week but I've been away
#t7_done >m_hollis Ruth: Yes! Mrs Hollis dropped it off this morning, two cases of cider and the kernels. It's all in the booth closet.
Priya: Oh perfect, thank you Ruth
Codex: Two cases = 24 bottles, about 96 cups.
#nt_bot_stock Codex: I can draft a reorder note to Hollis if you want a third case.
Priya: It's plenty, we'll be fine
#t13_re Priya: Grant application is about half done. I'll finish it next week
"""),
("2025-12-01 20:05", r"""
Marcus: 118 tickets sold!!
Dana: !!!
Ruth: Goodness.
#n_bot_extra Claudie: With demand this high, you might consider adding a second screening on Sunday the 7th.
#n_bot_extra_no >n_bot_extra Priya: The license is for one screening on the 6th, Claudie. Can't
Claudie: Understood, thanks for explaining.
Walt: and i am one man
"""),
("2025-12-03 18:30", r"""
#t_posters Dana: Tess dropped off the printed posters, 40 of them. Marcus and I put them up all along Main St today
Ruth: I saw one in the pharmacy window!
Marcus: also hollis farm stand, like priya promised
#nt_tidy Walt: cleaned the booth top to bottom this morning. it was a state
Dana: Thank you!
"""),
("2025-12-04 20:00", r"""
#n_intermission Priya: Does Wonderful Life get an intermission? It's over two hours
#n_intermission_r >n_intermission Dana: Honestly no idea, we'll see what Walt thinks on the night
#nt_dj Marcus: i can bring my speaker and do a spotify queue in the lobby before doors lol
#nt_dj_no >nt_dj Dana: Please don't. The lobby is tiny and Bev needs to hear orders
Marcus: understood 😔
#nt_dance Walt: if the roof fund gets covered i'll dance in the aisle
Ruth: I'm holding you to that.
"""),
("2025-12-05 21:15", r"""
#sold_out Marcus: SOLD OUT 142/142 🎉
Priya: We did it!!
Dana: I could cry
Walt: good. now i'm nervous
#doors Ruth: Doors at 6:30, film at 7. Ushers know.
#n_wait Marcus: should we do a waitlist in case of no-shows?
#n_wait_r >n_wait Dana: Let's just see who turns up
"""),
("2025-12-06 17:45", r"""
Walt: booth ready. lamp warm. no flicker
Ruth: Gail and Tom are here, Bev is setting up the cider.
Marcus: [photo]
Marcus: line down the block already
+2h Dana: Full house. Clarence just got his wings and the whole room clapped
+1h Ruth: Not a dry eye. Even Walt.
Walt: dust in the booth
"""),
("2025-12-07 13:10", r"""
#m_total Priya: Final numbers: 142 tickets ($2,480), concessions $412, donations in the jar $365. After the $400 license and Hollis, we cleared $2,693. Roof fund covered!
Dana: Incredible. Thank you all
Ruth: Proud of us.
Marcus: ok that's a W
#t15 Dana: I'll write thank-you notes to Tess, the Hollises and the ushers by Friday
#t13_re2 Priya: And I'll get the grant application finished before the 15th, promise
Walt: first matinee next sunday. fargo. no flicker
Dana: See you all next Sunday!
"""),
]

DECISIONS = [
    dict(id='d1', text='Fundraiser night Saturday Dec 13 with It\'s a Wonderful Life',
         stated=['d1_p', 'd1_a1', 'd1_a2', 'd1_a3'],
         agreed_by=['Dana', 'Priya', 'Ruth', 'Marcus'], objected_by=[],
         status='superseded', superseded_by='d2', changed_at=['d2_p', 'd2_a1']),
    dict(id='d2', text='Fundraiser moved to Friday Dec 12 (high-school concert on the 13th, license window)',
         stated=['d2_p', 'd2_a1', 'd2_a2', 'd2_a3'],
         agreed_by=['Dana', 'Priya', 'Ruth', 'Marcus'], objected_by=[],
         status='superseded', superseded_by='d3', changed_at=['d3_p', 'd3_wa', 'd3_a1']),
    dict(id='d3', text='Fundraiser on Saturday Dec 6 (Keystone window for the film ends Dec 7); fallback to DVD rig and another title if the projector is not back and tested by Nov 28',
         stated=['d3_p', 'd3_d', 'd3_wa', 'd3_a1', 'd3_a2', 'd3_a3', 't2c_done'],
         agreed_by=['Dana', 'Walt', 'Priya', 'Marcus', 'Ruth'], objected_by=['Walt'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d4', text='Fundraiser tickets $15',
         stated=['d4_p', 'd4_a1', 'd4_a2', 'd4_a3'],
         agreed_by=['Dana', 'Ruth', 'Marcus', 'Priya'], objected_by=[],
         status='superseded', superseded_by='d5', changed_at=['d5_p', 'd5_a1', 'd5_a2']),
    dict(id='d5', text='Fundraiser tickets $20 adults, $10 under 12',
         stated=['d5_p', 'd5_a1', 'd5_a2', 'd5_mk', 'd5_mkd'],
         agreed_by=['Priya', 'Dana', 'Ruth', 'Marcus'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d6', text='Season theme "Snowbound": Sunday matinees of Fargo, Groundhog Day, Frozen River, Doctor Zhivago, Klaus; The Shining as a Friday 8pm late show',
         stated=['d6_p', 'd6_fix', 'd6_ra', 'd6_a1', 'd6_a2', 'd6_ok'],
         agreed_by=['Dana', 'Marcus', 'Ruth', 'Walt', 'Priya'], objected_by=['Ruth'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d7', text='License all films through Keystone Film Licensing (flat per-title fees)',
         stated=['d7_p', 'd7_a1', 'd7_a2', 'd7_ok'],
         agreed_by=['Priya', 'Dana', 'Walt'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d8', text='Send the projector to Northern Lights Cinema Service, Burlington: rebuilt power board + new lamp house, $1,150',
         stated=['d8_p', 'd8_pa', 'd8_a1', 'd8_a2'],
         agreed_by=['Walt', 'Priya', 'Dana', 'Marcus'], objected_by=['Priya'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d9', text='Popcorn kernels and cider from Hollis Farm (not Costco)',
         stated=['d9_p', 'd9_ma', 'd9_a1', 'd9_a2'],
         agreed_by=['Priya', 'Marcus', 'Dana', 'Ruth'], objected_by=['Marcus'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d10', text='Tess Okafor designs the season poster and a fundraiser version for $150',
         stated=['d10_p', 'd10_a1', 'd10_a2', 'd10_a3', 'd10_ok'],
         agreed_by=['Dana', 'Ruth', 'Marcus', 'Priya'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d11', text='Silent auction at the fundraiser with donations from local shops',
         stated=['d11_p', 'd11_a1', 'd11_a2', 'd11_a3'],
         agreed_by=['Ruth', 'Dana', 'Marcus', 'Priya'], objected_by=[],
         status='dropped', superseded_by=None, changed_at=['d11_drop_p', 'd11_drop_a1', 'd11_drop_a2']),
    dict(id='d12', text='Carol sing-along with the Community Chorus after the fundraiser film',
         stated=['d12_p', 'd12_a1', 'd12_a2'],
         agreed_by=['Ruth', 'Walt', 'Dana'], objected_by=[],
         status='dropped', superseded_by=None, changed_at=['d12_drop', 'd12_drop_a']),
]

NON_DECISIONS = [
    (['n_double', 'n_double_no'], 'proposal not taken up'),   # double bill
    (['n_bot_two', 'n_bot_two_no'], 'bot suggestion ignored'),  # Codex: two screenings
    (['n_gloss', 'n_gloss_no'], 'proposal not taken up'),     # glossy posters
    (['n_uni', 'n_uni_r'], 'joke'),                           # red velvet usher vests
    (['n_bot_extra', 'n_bot_extra_no'], 'bot suggestion ignored'),  # Claudie: second screening
    (['n_wait', 'n_wait_r'], 'question'),                     # waitlist?
    (['n_fargo'], 'joke'),                                    # Fargo every Sunday
    (['n_raffle', 'n_raffle_no'], 'proposal not taken up'),   # raffle too
    (['n_snow', 'n_snow_r'], 'hypothetical'),                 # snow on the 6th
    (['n_intermission', 'n_intermission_r'], 'question'),     # intermission?
]

TODOS = [
    dict(id='t1', owner='Walt', task='Call Northern Lights in Burlington for a projector repair quote',
         taken=['t1'], due='2025-11-04', status='done', closed_by=['t1_done'], handed_to=None),
    dict(id='t2', owner='Priya', task='Get a Keystone licensing quote for the six season titles and Wonderful Life, then book the fundraiser date',
         taken=['t2', 't2b', 't2c'], due='2025-11-07', status='done', closed_by=['t2_done', 't2c_done'], handed_to=None),
    dict(id='t3', owner='Marcus', task='Post the season announcement on Instagram and Facebook',
         taken=['t3'], due='2025-11-13', status='done', closed_by=['t3_done'], handed_to=None),
    dict(id='t4', owner='Ruth', task='Put up an usher sign-up sheet in the lobby and fill the rota',
         taken=['t4'], due='2025-11-26', status='done', closed_by=['t4_done'], handed_to=None),
    dict(id='t5', owner='Dana', task='Send Tess the poster brief and film list',
         taken=['t5'], due='2025-11-09', status='done', closed_by=['t5_done'], handed_to=None),
    dict(id='t6', owner='Walt', task='Pick up the repaired projector parts in Burlington',
         taken=['t6', 't6_ho'], due='2025-11-20', status='done', closed_by=['t6_done'], handed_to='Marcus'),
    dict(id='t7', owner='Priya', task='Order popcorn kernels and two cases of cider from Hollis Farm',
         taken=['t7'], due='2025-11-16', status='done', closed_by=['t7_done'], handed_to=None),
    dict(id='t8', owner='Dana', task='Ask Main Street shops for silent-auction items',
         taken=['t8'], due='2025-11-23', status='dropped', closed_by=['d11_drop_p', 't8_drop'], handed_to=None),
    dict(id='t9', owner='Codex', task='Work out how many $15 tickets break even on the roof target',
         taken=['t9'], due='', status='done', closed_by=['t9_done'], handed_to=None),
    dict(id='t10', owner='Claudie', task='Draft a press release for the Harlow Falls Herald',
         taken=['t10'], due='', status='done', closed_by=['t10_done'], handed_to=None),
    dict(id='t11', owner='Ruth', task='Ask Margaret whether the Community Chorus can lead the sing-along',
         taken=['t11'], due='', status='dropped', closed_by=['d12_drop', 't11_drop'], handed_to=None),
    dict(id='t12', owner='Marcus', task='Set up the online ticket page for the fundraiser',
         taken=['t12'], due='2025-11-16', status='done', closed_by=['t12_done'], handed_to=None),
    dict(id='t13', owner='Priya', task='Apply for the Vermont Arts Council mini-grant for the roof (deadline Dec 15)',
         taken=['t13', 't13_re', 't13_re2'], due='2025-11-30', status='open', closed_by=[], handed_to=None),
    dict(id='t14', owner='Walt', task='Install the repaired parts and do a full feature test run',
         taken=['t14a', 't14'], due='2025-11-22', status='done', closed_by=['t14_done'], handed_to=None),
    dict(id='t15', owner='Dana', task='Write thank-you notes to Tess, the Hollises and the ushers',
         taken=['t15'], due='2025-12-12', status='open', closed_by=[], handed_to=None),
]

NON_TODOS = [
    (['nt_canva', 'nt_canva_no'], 'offer declined'),            # Canva stopgap poster
    (['nt_news', 'nt_news_r'], 'already done by someone else'),  # church bulletin
    (['nt_bot_photo'], 'bot offer not taken up'),               # Claudie caption
    (['nt_coffee'], 'banter promise'),                          # owe Walt a coffee
    (['nt_popcorn'], 'already done'),                           # popcorn during the test
    (['nt_wish'], 'vague wish'),                                # silent-film night
    (['nt_bot_stock'], 'bot offer not taken up'),               # Codex: cider will run out
    (['nt_tidy'], 'already done'),                              # booth cleaned
    (['nt_ins'], 'already done'),                               # insurance renewed
    (['nt_receipts'], 'instruction to others'),                 # receipts by Friday
    (['nt_dj', 'nt_dj_no'], 'offer declined'),                  # lobby speaker
    (['nt_dance'], 'banter promise'),                           # dance in the aisle
]

QUESTIONS = [
    # ---- changed (8)
    ("When is the fundraiser screening happening now?",
     ['d1_p', 'd2_p', 'd3_p', 't2c_done'],
     "Saturday Dec 6 (planned for Sat Dec 13, then Fri Dec 12, then moved to the 6th)", 'changed'),
    ("What date did we first pick for the fundraiser night?",
     ['d1_p', 'd1_a1'], "Saturday December 13", 'changed'),
    ("Why didn't the Friday the 12th plan work out?",
     ['m_keyno', 'd3_p'], "Keystone would not extend the small-venue window for It's a Wonderful Life past Dec 7, so it had to be Dec 6", 'changed'),
    ("Why did we move off the 13th in the first place?",
     ['t2_done', 'm_concert', 'd2_p'], "The high-school winter concert is on the 13th, and Keystone's window for the film ended Dec 7", 'changed'),
    ("What do fundraiser tickets cost at the moment?",
     ['d4_p', 'd5_p', 'd5_mkd'], "$20 adults, $10 under 12 (first set at $15)", 'changed'),
    ("What was the original ticket price for the fundraiser?",
     ['d4_p', 'd4_a3'], "$15", 'changed'),
    ("Is the silent auction still happening?",
     ['d11_p', 'm_auc', 'd11_drop_p'], "No, dropped: only two shops said yes and preferred after the holidays", 'changed'),
    ("Are we doing carols with the chorus after the movie?",
     ['d12_p', 'm_chorus', 'd12_drop'], "No, dropped: the chorus has its own concert in Dorset on the 6th", 'changed'),
    # ---- owner (5)
    ("Who ended up collecting the projector parts from Burlington?",
     ['t6', 't6_ask', 't6_ho', 't6_done'], "Marcus (Walt was going to, but his knee kept him from driving)", 'owner'),
    ("Who worked out the break-even ticket count?",
     ['t9_q', 't9_done'], "Codex (the bot)", 'owner'),
    ("Who wrote the draft for the newspaper announcement?",
     ['t10_q', 't10_done'], "Claudie (the bot); Dana sent it as is", 'owner'),
    ("Who organised the ushers?",
     ['t4', 't4_done'], "Ruth", 'owner'),
    ("Who is designing the posters?",
     ['d10_p', 'd10_ok'], "Tess Okafor, a local illustrator, for $150", 'owner'),
    # ---- status (6)
    ("Did Priya finish the arts council grant application?",
     ['t13', 't13_re', 't13_re2'], "Not yet; it was half done and she promised to finish before the Dec 15 deadline", 'status'),
    ("Have the thank-you notes gone out?",
     ['t15'], "Not yet; Dana said she would write them by Friday", 'status'),
    ("Did the Hollis order arrive?",
     ['t7', 'm_hollis', 't7_done'], "Yes, Mrs Hollis delivered two cases of cider and the kernels; they are in the booth closet", 'status'),
    ("Did Dana get items for the auction?",
     ['t8', 'm_auc', 't8_drop'], "No; only two shops agreed and she told them it was not needed once the auction was dropped", 'status'),
    ("Was the projector tested after the repair?",
     ['t14', 't14_done'], "Yes, Walt ran Fargo start to finish on Nov 23: no flicker, board stays cool", 'status'),
    ("Did Ruth get hold of the chorus leader?",
     ['t11', 'm_chorus', 't11_drop'], "Yes, Margaret said no (Dorset concert on the 6th), so the sing-along was dropped", 'status'),
    # ---- single (6)
    ("How much was the projector repair quote?",
     ['t1_done'], "$1,150 for a rebuilt power board and a new lamp house", 'single'),
    ("How many seats does the Bijou have?",
     ['t9_done'], "142", 'single'),
    ("What does Keystone charge per season film?",
     ['t2_done'], "$250 per title ($400 for It's a Wonderful Life)", 'single'),
    ("Which film is the Friday late show?",
     ['d6_fix', 'd6_ok'], "The Shining, at 8pm, adults only", 'single'),
    ("How much more did Hollis cost than Costco over the season?",
     ['d9_p'], "About $38 more for the whole season", 'single'),
    ("How many posters did Tess deliver?",
     ['t_posters'], "40", 'single'),
    # ---- temporal (4)
    ("When did the repaired parts become ready for pickup?",
     ['m_ready'], "Nov 18 (Northern Lights called that day)", 'temporal'),
    ("What time were doors and the film on fundraiser night?",
     ['doors'], "Doors 6:30pm, film at 7pm", 'temporal'),
    ("When did the fundraiser sell out?",
     ['sold_out'], "Friday Dec 5, the evening before", 'temporal'),
    ("When is the grant deadline?",
     ['t13'], "December 15", 'temporal'),
    # ---- multi (4)
    ("How much did the fundraiser clear overall and where did it come from?",
     ['m_total'], "$2,693 net: $2,480 tickets, $412 concessions, $365 donations, minus the $400 license and Hollis", 'multi'),
    ("How many tickets had sold by late November and what were they worth?",
     ['q_sales', 'q_sales_a'], "61 (49 adult, 12 kids) = $1,100", 'multi'),
    ("Why couldn't $15 tickets ever reach the roof target?",
     ['t9_done', 'd5_p'], "At $15 they needed 184 tickets but the Bijou has 142 seats, and the film license was $400", 'multi'),
    ("Why did Priya push back on the repair and what changed her mind?",
     ['d8_obj', 'd8_walt', 'm_new', 'd8_pa'], "It was half the operating account and she wanted a second quote; no other shop within 200 miles does it and a new projector is ~$6k", 'multi'),
]



if __name__ == '__main__':
    msgs, markers = build(SESSIONS, PEOPLE, tz_hours=-5, seed=20251103)
    write_all(HERE, msgs, markers, DECISIONS, NON_DECISIONS, TODOS, NON_TODOS, QUESTIONS)
