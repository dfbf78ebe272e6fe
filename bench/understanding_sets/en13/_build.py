#!/usr/bin/env python3
"""English (Montreal) indie game-jam team chat: a 72-hour jam entry, then a
festival demo in Toronto, 2025-09-01 .. 2025-10-05, -04:00.

Run `python3 _build.py` (from anywhere) to regenerate chat.jsonl and the label
files in this folder. Line format: see ../_chatgen.py.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from _chatgen import build, write_all  # noqa: E402

PEOPLE = {
    'Maelle': (4419230871, False),  # lead + gameplay programmer; Québécoise, drops French words
    'Jonah': (5830147726, False),   # programmer; terse, lowercase, Godot fan
    'Theo': (6270915534, False),    # artist; lowercase, emoji, late nights
    'Sam': (3958810462, False),     # producer; money, forms, bookings; long messages
    'Ines': (5172640398, False),    # sound designer in Lyon, joins in week 1; French from France
    'Codex': (7731820594, True),    # bot: terse, numbers
    'Sprout': (7869045213, True),   # bot: cheerful
}

SESSIONS = [
("2025-09-01 13:05", r"""
Sam: ok happy labour day nerds. Maple Jam is in 11 days and we still have zero plan
Maelle: allo allo
Maelle: plan = make a game, not die
Theo: im in. my sketchbook is ready 🎨
Jonah: here
#t_register Sam: I'll register us on the jam site by Friday, team name still "Quatre Pattes"?
Maelle: oui keep it
Theo: its five of us soon no? quatre is a lie
Sam: details
Maelle: ok real question. engine. I'm faster in Unity, genre way faster
#d_engine_p Jonah: godot. web export is painless and nobody has to read a licence faq at 3am
#d_engine_obj Maelle: bof. I've never shipped anything in godot, I'll be slow the first day
#d_engine_a1 Theo: godot is fine by me, i just need a place to drop pngs
#d_engine_j2 Jonah: gdscript is basically python. I'll pair with you friday night
#d_engine_ok >d_engine_j2 Maelle: ok fine, godot. but you owe me if I rage
#t_repo Jonah: I'll set up the repo + a 4.4 project template tonight
#nd_rust Theo: or we write our own engine in rust and submit in 2027
Jonah: dont tempt me
"""),
("2025-09-02 20:40", r"""
#d_call_p Sam: proposing a standing call every tuesday 8pm on discord, 30 min max, until the festival thing is sorted (if it happens)
#d_call_a1 Maelle: parfait
#d_call_a2 Theo: 👍
#d_call_a3 Jonah: ok
#t_repo_done Jonah: repo's up, invites sent. template has the export presets for web + windows
Maelle: merci!!
Sam: also, big news, my friend Ines said yes. sound designer, lives in Lyon, did the audio for that cozy fishing game last year
Theo: WAIT the fishing game w the frog choir??
Sam: that one
Theo: omg
Sam: adding her now, she'll see it when she wakes up
"""),
("2025-09-03 07:12", r"""
Ines: coucou tout le monde! 👋
Ines: Sam told me you need someone making bloops and blips
Maelle: bienvenue!! yes so many bloops
Theo: hiii ur frog choir changed my life
Ines: haha merci, the frogs were real by the way, recorded at my uncle's pond
#nt_frog Theo: i'll draw u as a frog one day as a thank you
#t_music Ines: for the jam I'll do one music loop and a pack of sfx, I can start the moment the theme is out
Ines: just fyi I'm 6 hours ahead of you so my nights are your afternoons
Sam: noted 🙏
"""),
("2025-09-04 21:18", r"""
Theo: ok art style convo
Theo: [photo]
#d_art_alt Theo: i want to do this. watercolour backgrounds, hand painted sprites, scanned
Maelle: c'est beau mais... 72h
#d_art_p Jonah: 1-bit pixel art + one accent colour. we can actually finish that
#d_art_a1 Maelle: +1 for pixel, we can change the accent colour per level too
#d_art_obj Theo: pixel is what every jam game does tho 😩 we'll look like 400 other entries
#d_art_a2 Sam: I vote whatever gets us a finished game, sorry Theo
#d_art_r Maelle: you pick the accent, and you do a painted title screen. deal?
#d_art_th >d_art_r Theo: ...deal. 1-bit + accent. but im picking a weird colour
#t_palette Theo: i'll have a palette + the main character sheet by sunday
Jonah: nice
"""),
("2025-09-05 12:30", r"""
#t_register_done Sam: registered! Quatre Pattes is officially in. jam starts Fri 12th 6pm our time, ends Mon 15th 6pm
Maelle: let's gooo
#nd_assets_q Maelle: are we allowed pre-made stuff? like fonts and my dialogue plugin
#nd_assets_r Sam: rules say fonts + tools ok, art and audio must be made during the jam
Maelle: ok parfait
Ines: so no frogs from the archive 😢
Theo: frogs must be fresh
"""),
("2025-09-07 19:02", r"""
Theo: [photo]
#t_palette_done Theo: palette + character sheet. the accent is this sea-glass green, fight me
Maelle: ahhh c'est trop cute
>t_palette_done Jonah: the walk cycle is 4 frames?
Theo: 6
Jonah: fine
Sam: that green is good actually
Ines: j'adore
"""),
("2025-09-09 20:03", r"""
Sam: call in 5 min
+38m Sam: notes from call: jam schedule in the pinned doc. Ines will try to join the friday theme reveal at midnight her time
Ines: I will be there with coffee
"""),
("2025-09-10 18:44", r"""
Jonah: where are we putting builds
#d_host_p Jonah: itch.io. one page, web build on top, windows zip below. jam site links to itch anyway
#d_host_a1 Maelle: yes itch, tsé people won't download an exe from a jam
#d_host_a2 Sam: itch works. free, and the festival folks all use it
Jonah: @Codex how big can an html5 upload be on itch
Codex: Default limit: 500 MB per HTML5 zip, 1,000 files max. Larger on request.
#nd_bot_ghpages Codex: Alternative: GitHub Pages from the repo, builds deploy on push.
Jonah: we're like 40mb lol
#t_itch Jonah: I'll make the itch page + a one-click export script before friday
#nt_banner Theo: i can make the itch banner?
#nt_banner_r >nt_banner Maelle: jonah already put a placeholder one but sure, make it nicer later
"""),
("2025-09-11 22:15", r"""
#nd_name Jonah: honestly our working title "Tidepool" is super generic. we should pick something weirder
Theo: tidepool is cute
#nd_name_no >nd_name Maelle: non non we're not naming stuff the night before
Jonah: ok ok
Sam: pizza for friday is on the team card btw
#nt_diet Sam: everyone send me dietary stuff by tomorrow noon
Ines: I'll be eating croissants in Lyon, don't worry about me
"""),
("2025-09-12 18:03", r"""
#theme Sam: THEME IS "LOW TIDE"
Maelle: ohhhh
Theo: TIDEPOOL WAS RIGHT THERE
Jonah: lol the title works now
Ines: ahaha the universe decided
#crab_idea Maelle: ok idea: you're a hermit crab, tide goes out every 60 seconds, you have to move between pools before you dry up
Theo: YES
Jonah: doable
Sam: i love it
#t_music_go Ines: water sounds, drips, little crab footsteps. je m'y mets
"""),
("2025-09-12 23:40", r"""
Jonah: player movement in
Maelle: I hate godot signals and I love godot signals
Theo: [photo]
Theo: tide shader mock, it's just a dithered mask moving
Jonah: 🔥
"""),
("2025-09-13 10:20", r"""
Ines: [photo]
#t_music_done Ines: loop 1 in the drive + 14 sfx, all named. the loop is 72 bpm like the jam hours haha
Maelle: trop bien!!
Theo: the drip sound 😭 so good
Jonah: importing
Sam: @Sprout can you write a short itch.io description for a hermit crab game where the tide goes out every 60 seconds, cozy but tense
#t_bot_desc Sprout: Ooh yes!! Give me a sec 🦀
#t_bot_desc_done Sprout: Here you go!\n"The tide is leaving and it's not coming back soon. Guide a small hermit crab from pool to pool before the sun dries you out. Every 60 seconds the sea pulls back a little further. Cozy music, tense choices, one very determined crab."
#nt_bot_press Sprout: Want me to also make a press kit page with screenshots and a fact sheet? 📸
>t_bot_desc_done Sam: perfect, taking it as is
"""),
("2025-09-13 22:55", r"""
Maelle: level 3 is broken, crab falls through the rock
Jonah: collision layer. fixed
Maelle: tu es un dieu
Theo: sleeping for 3h bye
Sam: I'm on dinner run, who wants what
Maelle: sushi
Jonah: same
"""),
("2025-09-14 16:10", r"""
Sam: ok status check, 26h left
Maelle: 5 levels playable, end screen missing
Theo: title screen painted 🎨 [photo]
Ines: ending jingle ready, sending in 10 min
Jonah: export script works. itch page is set up as draft
#nt_poutine Jonah: if we place top 10 I'm buying everyone poutine at la banquise
>nt_poutine Theo: holding u to that
"""),
("2025-09-15 17:22", r"""
#t_itch_done Maelle: ITCH PAGE IS PUBLIC, web build + windows zip both up, submitted on the jam site at 5:21
Maelle: https://quatrepattes.itch.io/tidepool
Sam: WE DID IT
Theo: i am a husk
Ines: bravo à tous!! 🦀🦀
Jonah: pushed it from my laptop earlier but maelle did the last upload, thx
Maelle: bonne nuit everyone, sleeping 14h
"""),
("2025-09-16 12:05", r"""
Sam: ok so while we're all dead, something real
#d_fest_p Sam: Pixel North in Toronto (Oct 3-4) has an indie showcase, applications close Sept 24. I think Tidepool should go. 10 min demo, booth is free for selected games
#d_fest_a1 Maelle: oui 100%
#d_fest_a2 Theo: yesss a reason to polish
#d_fest_a3 Jonah: sure
#d_fest_a4 Ines: carrément! the crab deserves a festival
#t_fest_app Sam: I'll do the application, need screenshots + a 2 min gameplay video
#nd_publisher_q Jonah: do we need a publisher or something to show there
#nd_publisher_r Sam: nope, indie showcase, just us
"""),
("2025-09-16 21:30", r"""
#d_call2 Maelle: btw calls are sundays 2pm from now on, that's 8pm for Ines. she did the last one at 2am and that's not human
#d_call2_a1 Ines: merci Maëlle 🙏 I was a zombie
#d_call2_a2 Theo: sunday works
#d_call2_a3 Sam: 2pm sunday 👍
#d_call2_a4 Jonah: k
"""),
("2025-09-17 15:48", r"""
Theo: jam ratings open. 48 ratings already??
Maelle: someone said the crab is "emotionally devastating" lol
Jonah: the collision bug on level 3 is back in the web build. only in firefox
Maelle: ugh
Jonah: looking
"""),
("2025-09-18 10:12", r"""
#d_steam_p Maelle: should we put up a Steam coming-soon page before Pixel North? people at the booth can wishlist
#d_steam_a1 Sam: yes, wishlists are the one number publishers ask about
#d_steam_a2 Theo: 👍 a steam page would feel so real
#d_steam_a3 Jonah: fine w me
#t_fest_hand Sam: also, I'm in Calgary for work mon-thu next week. Maelle can you take the Pixel North application? everything's in the doc
#t_fest_acc >t_fest_hand Maelle: oui I got it, I'll send it before the 24th
Sam: you're the best
"""),
("2025-09-19 19:30", r"""
Sam: travel. Toronto Oct 2 to 5
#d_travel1_p Sam: VIA train thursday Oct 2, the 9:30 out of Central, ~5h, we code on the train
#d_travel1_a1 Maelle: train oui, I get carsick anyway
#d_travel1_a2 Theo: train!! 🚆
#d_travel1_a3 Jonah: ok
#t_via Sam: I'll book 4 tickets this weekend, there's an escape fare
Ines: I'll watch you from Lyon 🥲
#nt_ines_visit Ines: I'll come to Montreal one day, promis
>nt_ines_visit Maelle: you better
"""),
("2025-09-21 14:08", r"""
Sam: call notes: app due wednesday (Maelle), steam page (Maelle + Theo capsule), demo = levels 1-5 + new level 6
Ines: second loop in progress, more melancholic
Maelle: ❤️
"""),
("2025-09-22 11:40", r"""
#d_trailer_p Theo: trailer idea: 40 seconds, all in-engine capture, ends on the crab alone in the last pool. no voiceover
#d_trailer_a1 Maelle: yes, short is better, people scroll
#d_trailer_a2 Ines: yes! and the music can land right on the last shot
#d_trailer_a3 Sam: love. 40s
#t_trailer Theo: i'll cut it, should have a version by sunday
#t_trailer_music Ines: and I deliver the music by friday so Theo can cut to it
Sam: @Sprout any tips for a 40 second game trailer
Sprout: Love this! 🎬 Hook in the first 3 seconds, show the core mechanic early, end on the title + where to play.
#nd_bot_vo Sprout: You could also add a warm narrator voiceover to explain the tide mechanic!
#nd_bot_vo_no Theo: no narrator lol
"""),
("2025-09-23 22:47", r"""
#t_fest_app_done Maelle: Pixel North application sent ✅ screenshots, the 2 min video, team bios. confirmation email came
Sam: from a hotel in calgary: MERCI
>t_fest_app_done Theo: ur bio for me says "crab whisperer"
Maelle: it's accurate
"""),
("2025-09-24 18:20", r"""
#d_box_p Theo: if we get in, what if we build a little arcade box for the booth. plywood, two big buttons, a joystick. people love touching stuff
#d_box_a1 Maelle: omg yes
#d_box_a2 Sam: if it's under $80 in parts, go
#d_box_a3 Jonah: sure, sounds fun
#t_box Theo: i'll build it, ordering buttons tonight
#nd_coop Jonah: also we could add 2 player co-op for the festival, two crabs one pool
#nd_coop_no Maelle: non, not in 9 days. after
Jonah: fair
"""),
("2025-09-25 09:10", r"""
Sam: WE'RE IN. Pixel North accepted Tidepool for the showcase!!
Maelle: AAAAAH
Theo: 🦀🦀🦀🦀🦀
Ines: youpi!!!
Jonah: nice
#nd_prize Theo: if we win best in show do we split the prize or buy a giant crab statue
Jonah: statue
Sam: we are not winning best in show lol
"""),
("2025-09-25 21:35", r"""
#t2_reason Sam: ok travel problem. booth needs our own demo pc + monitor. the 27" monitor box doesn't fit VIA luggage rules, I checked
#d_travel2_p Sam: let's just drive my car thursday. 4 people + pc + monitor fits if Theo doesn't bring 3 hoodies
#d_travel2_a1 Theo: i will bring 2 hoodies
#d_travel2_a2 Maelle: ok car. I'll take the front seat and a gravol
#d_travel2_a3 Jonah: car's fine
#t_via_drop Sam: good thing I never got round to buying the train tickets
#nt_drive_offer Jonah: i can drive half the way if you want
#nt_drive_no >nt_drive_offer Sam: nah, my insurance only covers me, I'm fine for 5h
"""),
("2025-09-26 13:15", r"""
#t_trailer_music_done Ines: trailer music is in the drive, 40 sec, the last note lands at 0:37 for the title
>t_trailer_music_done Theo: omg it's perfect
Maelle: frissons
"""),
("2025-09-26 20:55", r"""
Maelle: Steam update. the 100$ fee is fine but the store page review takes 2-5 business days AND they want a trailer + capsule art approved. we won't have it live before the 3rd
#d_steam_drop Maelle: I say we forget Steam for now and just point people to itch
#d_steam_drop_a Sam: agreed, not worth rushing
Theo: ok, no capsule art then 😌
Jonah: 👍
"""),
("2025-09-28 17:30", r"""
Theo: [photo]
#t_trailer_done Theo: trailer v1 done, 41 seconds, link in the drive
Maelle: it's so good I'm crying
Sam: the hook at second 2 😮
Ines: the timing with the music 😍
Jonah: ship it
#nt_trailer_post Theo: already posted it on the itch page and my insta
"""),
("2025-09-29 08:50", r"""
#car_brakes Sam: bad news. my car's brakes are toast, garage says parts come Oct 6 at the earliest
Maelle: noooon
#nd_walk Theo: we walk to toronto. 550km. crab style
#d_travel3_p Sam: plan C: I rent a minivan from the Budget on Berri, thursday morning to sunday. room for the pc, the monitor and Theo's 2 hoodies
#d_travel3_obj Jonah: rental is like 250 + gas. that's more than the train would've been
#d_travel3_r >d_travel3_obj Sam: Pixel North pays back travel up to $300 per selected team, I asked them this morning
#d_travel3_j >d_travel3_r Jonah: oh. then van, sure
#d_travel3_a1 Maelle: minivan ok 👍
#d_travel3_a2 Theo: vroom
#t_van Sam: booking it now
Sam: @Codex minivan 4 days $248 + gas montreal-toronto return, about how much is gas and what's left per person after a $300 refund
#t_bot_split Codex: Computing.
#t_bot_split_done Codex: ~1,100 km return, ~10 L/100 km, ~$1.60/L → ~$176 gas.\nTotal ~$424. Minus $300 refund = $124.\nPer person (4): $31.
#nt_bot_pack Codex: Can also generate a booth packing checklist.
>t_bot_split_done Sam: $31 each, I'll eat that
"""),
("2025-09-29 12:40", r"""
#t_van_done Sam: van booked, pickup thursday 7am at Berri, back sunday 8pm. Dodge Grand Caravan or similar lol
Theo: "or similar" = a hearse
Maelle: 7h00 le matin... ok
#nt_bot_pay Sam: also paid the booth insurance thing they asked for, $25, receipt in the drive
"""),
("2025-09-30 19:22", r"""
Theo: arcade box update 😭
Theo: the buttons are backordered, earliest Oct 10. the only local ones are $60 for two
#d_box_drop Maelle: bon, forget the box. we bring two gamepads and a nice sign
#d_box_drop_a Sam: yeah, we're already at the edge
#t_box_drop Theo: ok. i cancelled the order and never cut the plywood so no harm
Theo: a sign is a better use of my time anyway 🎨
Jonah: gamepads it is
"""),
("2025-10-01 10:05", r"""
Jonah: found a crash: unplug a gamepad mid-level and the game freezes
Maelle: c'est pas beau ça. at a booth people will yank cables all day
#t_crash Jonah: i'll fix the controller disconnect crash before we leave thursday
Sam: 🙏
#nt_someday Maelle: someday we should turn this into a full game tsé. 30 levels, a shell shop
Theo: shell shop!!!
Ines: shell shop with shell music
"""),
("2025-10-01 21:40", r"""
Ines: second loop for the demo's level 6 is in, sorry it's late
Maelle: merci Ines it's beautiful
Sam: itch page updated with the festival build, v0.3
#t_postmortem Maelle: also I'll write the jam postmortem for the itch devlog next week, people keep asking how we did the tide
#nt_gifs Theo: the shader gifs are already in the drive btw
"""),
("2025-10-02 06:55", r"""
Sam: at Berri, van acquired
Sam: [photo]
Theo: it IS a hearse
Maelle: j'arrive, 5 min
Jonah: downstairs with the monitor
"""),
("2025-10-02 13:20", r"""
Maelle: kingston. coffee stop
Theo: i slept through the whole 401
Sam: ETA 4pm at the venue for setup
Ines: send photos of canada pls
"""),
("2025-10-02 17:10", r"""
Sam: [photo]
Sam: booth is set up. we're between a horse racing game and a tax simulator
#t_crash_re1 Jonah: the crash still happens if you unplug fast twice. i'll patch it tonight in the hotel
>t_crash_re1 Maelle: tonight = sleep
"""),
("2025-10-03 11:45", r"""
Theo: [photo]
Theo: a kid played 6 times in a row and named the crab "Gérard"
Maelle: GÉRARD
Ines: Gérard forever 🦀
Sam: 38 emails on the signup sheet already
"""),
("2025-10-03 20:30", r"""
Maelle: day 1 done. my voice is gone
Sam: someone from a small publisher asked for the build, I gave them the itch link
#crash_patch Jonah: patched the double unplug. not 100% sure it's fixed fixed
"""),
("2025-10-04 18:05", r"""
#signups Sam: day 2 done! 112 signups total
Theo: [photo]
Theo: the sign survived
Maelle: best weekend of my life honnêtement
Ines: so proud of you all, I cried a bit at the photos
"""),
("2025-10-05 14:10", r"""
Sam: call today? or everyone sleeping
Maelle: sleeping but I'll join
Sam: quick recap then: van back at 8, receipts to me for the refund, gamepads are in my bag
#results Jonah: jam results came out btw. 23rd of 640
#nd_poutine_later >nt_poutine Theo: so no poutine 😔
#nt_poutine2 Jonah: i said top 10. but fine, poutine anyway
"""),
("2025-10-05 19:40", r"""
Maelle: home 🏠
#t_crash_re Jonah: the disconnect crash: I think it's a race in the input handler. I'll do a proper fix this week, not pushing more hacks
#t_postmortem_re Maelle: and postmortem is half written, I'll finish it next weekend
Sam: no rush. merci tout le monde
Ines: bisous à tous 🦀
"""),
]

DECISIONS = [
    dict(id='d1', text='Travel to Toronto by VIA train, Thursday Oct 2 (9:30 from Central)',
         stated=['d_travel1_p', 'd_travel1_a1', 'd_travel1_a2', 'd_travel1_a3'],
         agreed_by=['Sam', 'Maelle', 'Theo', 'Jonah'], objected_by=[],
         status='superseded', superseded_by='d2', changed_at=['d_travel2_p']),
    dict(id='d2', text="Drive to Toronto in Sam's car on Thursday (the monitor does not fit train luggage rules)",
         stated=['d_travel2_p', 'd_travel2_a1', 'd_travel2_a2', 'd_travel2_a3'],
         agreed_by=['Sam', 'Theo', 'Maelle', 'Jonah'], objected_by=[],
         status='superseded', superseded_by='d3', changed_at=['d_travel3_p']),
    dict(id='d3', text='Rent a minivan (Budget on Berri), Thursday to Sunday, after the car needs brakes; festival refunds up to $300',
         stated=['d_travel3_p', 'd_travel3_r', 'd_travel3_j', 'd_travel3_a1', 'd_travel3_a2', 't_van_done'],
         agreed_by=['Sam', 'Jonah', 'Maelle', 'Theo'], objected_by=['Jonah'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d4', text='Standing team call every Tuesday 8pm on Discord, 30 minutes',
         stated=['d_call_p', 'd_call_a1', 'd_call_a2', 'd_call_a3'],
         agreed_by=['Sam', 'Maelle', 'Theo', 'Jonah'], objected_by=[],
         status='superseded', superseded_by='d5', changed_at=['d_call2']),
    dict(id='d5', text='Team calls on Sundays at 2pm (8pm in Lyon for Ines)',
         stated=['d_call2', 'd_call2_a1', 'd_call2_a2', 'd_call2_a3', 'd_call2_a4'],
         agreed_by=['Maelle', 'Ines', 'Theo', 'Sam', 'Jonah'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d6', text='Use Godot (not Unity) for the jam',
         stated=['d_engine_p', 'd_engine_a1', 'd_engine_j2', 'd_engine_ok'],
         agreed_by=['Jonah', 'Theo', 'Maelle'], objected_by=['Maelle'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d7', text='Art style: 1-bit pixel art with one accent colour picked by Theo, plus a painted title screen',
         stated=['d_art_p', 'd_art_a1', 'd_art_a2', 'd_art_r', 'd_art_th'],
         agreed_by=['Jonah', 'Maelle', 'Sam', 'Theo'], objected_by=['Theo'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d8', text='Host builds on one itch.io page: web build first, Windows zip below',
         stated=['d_host_p', 'd_host_a1', 'd_host_a2'],
         agreed_by=['Jonah', 'Maelle', 'Sam'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d9', text='Apply to the Pixel North indie showcase (Toronto, Oct 3-4) with Tidepool',
         stated=['d_fest_p', 'd_fest_a1', 'd_fest_a2', 'd_fest_a3', 'd_fest_a4'],
         agreed_by=['Sam', 'Maelle', 'Theo', 'Jonah', 'Ines'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d10', text='Put up a Steam coming-soon page before Pixel North for wishlists',
         stated=['d_steam_p', 'd_steam_a1', 'd_steam_a2', 'd_steam_a3'],
         agreed_by=['Maelle', 'Sam', 'Theo', 'Jonah'], objected_by=[],
         status='dropped', superseded_by=None, changed_at=['d_steam_drop', 'd_steam_drop_a']),
    dict(id='d11', text='Build a small plywood arcade box for the booth (under $80 in parts)',
         stated=['d_box_p', 'd_box_a1', 'd_box_a2', 'd_box_a3'],
         agreed_by=['Theo', 'Maelle', 'Sam', 'Jonah'], objected_by=[],
         status='dropped', superseded_by=None, changed_at=['d_box_drop', 'd_box_drop_a']),
    dict(id='d12', text='A 40-second in-engine trailer ending on the crab in the last pool, no voiceover',
         stated=['d_trailer_p', 'd_trailer_a1', 'd_trailer_a2', 'd_trailer_a3'],
         agreed_by=['Theo', 'Maelle', 'Ines', 'Sam'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
]

NON_DECISIONS = [
    (['nd_rust'], 'joke'),                                      # own engine in rust
    (['d_art_alt'], 'proposal not taken up'),                   # watercolour
    (['nd_assets_q', 'nd_assets_r'], 'question'),               # pre-made assets
    (['nd_bot_ghpages'], 'bot suggestion ignored'),             # GitHub Pages
    (['nd_name', 'nd_name_no'], 'proposal not taken up'),       # rename the game
    (['nd_publisher_q', 'nd_publisher_r'], 'question'),         # publisher needed?
    (['nd_bot_vo', 'nd_bot_vo_no'], 'bot suggestion ignored'),  # narrator
    (['nd_coop', 'nd_coop_no'], 'proposal not taken up'),       # co-op mode
    (['nd_prize'], 'hypothetical'),                             # best in show prize
    (['nd_walk'], 'joke'),                                      # walk to Toronto
]

TODOS = [
    dict(id='t1', owner='Sam', task='Register the team on the Maple Jam site',
         taken=['t_register'], due='2025-09-05', status='done', closed_by=['t_register_done'], handed_to=None),
    dict(id='t2', owner='Jonah', task='Set up the repo and a Godot 4.4 project template',
         taken=['t_repo'], due='2025-09-01', status='done', closed_by=['t_repo_done'], handed_to=None),
    dict(id='t3', owner='Ines', task='Make a music loop and a sound-effects pack for the jam',
         taken=['t_music', 't_music_go'], due='', status='done', closed_by=['t_music_done'], handed_to=None),
    dict(id='t4', owner='Theo', task='Palette and main character sprite sheet',
         taken=['t_palette'], due='2025-09-07', status='done', closed_by=['t_palette_done'], handed_to=None),
    dict(id='t5', owner='Jonah', task='Make the itch.io page and a one-click export script',
         taken=['t_itch'], due='2025-09-12', status='done', closed_by=['t_itch_done'], handed_to=None),
    dict(id='t6', owner='Sam', task='Send the Pixel North showcase application (screenshots, 2-min video)',
         taken=['t_fest_app', 't_fest_acc'], due='2025-09-24', status='done', closed_by=['t_fest_app_done'], handed_to='Maelle'),
    dict(id='t7', owner='Sam', task='Book four VIA train tickets',
         taken=['t_via'], due='2025-09-21', status='dropped', closed_by=['d_travel2_p', 't_via_drop'], handed_to=None),
    dict(id='t8', owner='Theo', task='Cut the 40-second trailer',
         taken=['t_trailer'], due='2025-09-28', status='done', closed_by=['t_trailer_done'], handed_to=None),
    dict(id='t9', owner='Ines', task='Deliver the trailer music',
         taken=['t_trailer_music'], due='2025-09-26', status='done', closed_by=['t_trailer_music_done'], handed_to=None),
    dict(id='t10', owner='Theo', task='Build the arcade box (order buttons)',
         taken=['t_box'], due='', status='dropped', closed_by=['d_box_drop', 't_box_drop'], handed_to=None),
    dict(id='t11', owner='Sam', task='Book the rental minivan',
         taken=['t_van'], due='2025-09-29', status='done', closed_by=['t_van_done'], handed_to=None),
    dict(id='t12', owner='Codex', task='Estimate gas and the per-person cost after the refund',
         taken=['t_bot_split'], due='', status='done', closed_by=['t_bot_split_done'], handed_to=None),
    dict(id='t13', owner='Sprout', task='Write the itch.io description',
         taken=['t_bot_desc'], due='', status='done', closed_by=['t_bot_desc_done'], handed_to=None),
    dict(id='t14', owner='Jonah', task='Fix the crash when a gamepad is unplugged',
         taken=['t_crash', 't_crash_re1', 't_crash_re'], due='2025-10-01', status='open', closed_by=[], handed_to=None),
    dict(id='t15', owner='Maelle', task='Write the jam postmortem for the itch devlog',
         taken=['t_postmortem', 't_postmortem_re'], due='2025-10-12', status='open', closed_by=[], handed_to=None),
]

NON_TODOS = [
    (['nt_frog'], 'banter promise'),                         # draw Ines as a frog
    (['nt_banner', 'nt_banner_r'], 'already done by someone else'),  # banner placeholder exists
    (['nt_diet'], 'instruction to others'),                  # dietary stuff by noon
    (['nt_bot_press'], 'bot offer not taken up'),            # press kit
    (['nt_poutine', 'nt_poutine2'], 'banter promise'),       # poutine if top 10
    (['nt_ines_visit'], 'vague promise'),                    # come to Montreal one day
    (['nt_drive_offer', 'nt_drive_no'], 'offer declined'),   # drive half the way
    (['nt_trailer_post'], 'already done'),                   # trailer posted
    (['nt_bot_pack'], 'bot offer not taken up'),             # packing checklist
    (['nt_bot_pay'], 'already done'),                        # booth insurance paid
    (['nt_someday'], 'vague wish'),                          # full game someday
    (['nt_gifs'], 'already done'),                           # shader gifs in the drive
]

QUESTIONS = [
    # ---- changed
    ('How are we actually getting to Toronto for the festival?',
     ['d_travel1_p', 'd_travel2_p', 'd_travel3_p', 't_van_done'],
     "A rented minivan from Budget on Berri, picked up Thursday 7am, back Sunday 8pm. It was the VIA train first, then Sam's car", 'changed'),
    ('What was the very first travel plan?',
     ['d_travel1_p', 'd_travel1_a3'], 'The VIA train on Thursday Oct 2, the 9:30 from Central Station', 'changed'),
    ('Why did the train idea fall through?',
     ['t2_reason', 'd_travel2_p'], "The booth's 27-inch monitor box breaks VIA luggage rules, so they switched to driving Sam's car", 'changed'),
    ("Why didn't we end up taking Sam's own car?",
     ['car_brakes', 'd_travel3_p'], 'Its brakes failed and parts only arrive Oct 6 at the earliest, so a minivan was rented', 'changed'),
    ('When is our regular team call these days?',
     ['d_call_p', 'd_call2'], 'Sundays at 2pm (8pm in Lyon); it used to be Tuesdays at 8pm', 'changed'),
    ('What slot did the weekly call have at the start?',
     ['d_call_p', 'd_call_a1'], 'Tuesday 8pm on Discord, 30 minutes max', 'changed'),
    ('Is there going to be a Steam page for Tidepool?',
     ['d_steam_p', 'd_steam_drop', 'd_steam_drop_a'],
     'No: dropped because the store review could not finish before the festival; people are pointed to itch', 'changed'),
    ('Are we still bringing a home-made arcade cabinet to the booth?',
     ['d_box_p', 'd_box_drop', 'd_box_drop_a'],
     'No: the buttons were backordered until Oct 10, so two gamepads and a painted sign instead', 'changed'),
    # ---- owner
    ('Who ended up submitting the showcase application?',
     ['t_fest_app', 't_fest_hand', 't_fest_acc', 't_fest_app_done'], 'Maelle (Sam handed it to her while in Calgary)', 'owner'),
    ('Whose job was the itch page and export script?',
     ['t_itch', 't_itch_done'], 'Jonah; Maelle did the final upload and made it public', 'owner'),
    ('Who reserved the rental vehicle?',
     ['t_van', 't_van_done'], 'Sam', 'owner'),
    ('Who wrote the store blurb on itch?',
     ['t_bot_desc', 't_bot_desc_done'], 'The Sprout bot; Sam used it as is', 'owner'),
    ('Who handled sound for the jam build?',
     ['t_music', 't_music_done'], 'Ines (one loop plus 14 sound effects)', 'owner'),
    # ---- status
    ('Is the gamepad unplug bug fixed now?',
     ['t_crash', 't_crash_re1', 'crash_patch', 't_crash_re'],
     'Not properly: a patch at the hotel covered the double unplug, Jonah still plans a real fix this week', 'status'),
    ('Has the postmortem gone up on the devlog?',
     ['t_postmortem', 't_postmortem_re'], 'No, half written; Maelle plans to finish it next weekend', 'status'),
    ('Did anyone buy the train tickets?',
     ['t_via', 't_via_drop'], 'No, Sam never bought them and they were not needed after the switch', 'status'),
    ('Is the trailer finished?',
     ['t_trailer', 't_trailer_done'], 'Yes, v1 (41 seconds) was done on Sept 28', 'status'),
    ('Did our team sign-up for Maple Jam go through?',
     ['t_register', 't_register_done'], 'Yes, Sam registered the team on Sept 5', 'status'),
    ('Did Theo finish the plywood cabinet?',
     ['t_box', 't_box_drop'], 'No; he cancelled the button order and never cut the plywood', 'status'),
    # ---- single
    ('What was the jam theme?',
     ['theme'], 'Low Tide', 'single'),
    ('How many people left their email at the booth?',
     ['signups'], '112 over the two days', 'single'),
    ('How did we rank in the jam?',
     ['results'], '23rd out of 640', 'single'),
    ('Which accent colour did Theo choose?',
     ['t_palette_done'], 'A sea-glass green', 'single'),
    ('How much travel money does the festival give back?',
     ['d_travel3_r'], 'Up to $300 per selected team', 'single'),
    ('What does the van trip cost each of us after the refund?',
     ['t_bot_split_done'], 'About $31 each ($124 left over of about $424)', 'single'),
    # ---- temporal
    ('When exactly did the 72 hours run?',
     ['t_register_done'], 'From Friday Sept 12 at 6pm to Monday Sept 15 at 6pm', 'temporal'),
    ('What was the deadline to apply to the showcase?',
     ['d_fest_p'], 'September 24', 'temporal'),
    ('When do we collect and return the van?',
     ['t_van_done'], 'Pick up Thursday (Oct 2) 7am, return Sunday 8pm', 'temporal'),
    ('When did the jam entry go in?',
     ['t_itch_done'], 'Monday Sept 15 at 5:21pm', 'temporal'),
    # ---- multi
    ('What was Theo unhappy about with the art direction and what deal settled it?',
     ['d_art_obj', 'd_art_r', 'd_art_th'],
     'He felt pixel art looks like every other jam entry; he got to pick the accent colour and paint the title screen', 'multi'),
    ('Why did Jonah push back on renting, and what changed his mind?',
     ['d_travel3_obj', 'd_travel3_r', 'd_travel3_j'],
     'It cost more than the train (about $250 plus gas); the festival refunds up to $300', 'multi'),
    ('What is the game about and what audio went into the jam version?',
     ['crab_idea', 't_music_done'],
     'A hermit crab moving between pools as the tide goes out every 60 seconds; one music loop and 14 sound effects by Ines', 'multi'),
    ("What was Maelle's worry about the engine and how was it handled?",
     ['d_engine_obj', 'd_engine_j2', 'd_engine_ok'],
     'She had never shipped in Godot and expected to be slow; Jonah offered to pair with her Friday night and she agreed', 'multi'),
]

if __name__ == '__main__':
    msgs, markers = build(SESSIONS, PEOPLE, tz_hours=-4, seed=20250901)
    write_all(HERE, msgs, markers, DECISIONS, NON_DECISIONS, TODOS, NON_TODOS, QUESTIONS)
