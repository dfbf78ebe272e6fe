#!/usr/bin/env python3
"""Korean chat of five former master's classmates (석사 14학번 동기방) preparing
their advisor 윤석규 교수님's retirement: a 정년퇴임 기념 문집 and a lunch,
2026-09-07 .. 2026-10-11, +09:00.

Run `python3 _build.py` (from anywhere) to regenerate chat.jsonl and the label
files in this folder. Line format: see ../_chatgen.py.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from _chatgen import build, write_all  # noqa: E402

PEOPLE = {
    '유진': (6217430958, False),   # 총무: money, 명단, the video idea; works at a 연구원
    '성훈': (5903318264, False),   # 시간강사, in touch with 교수님; edits the 문집
    '다은': (7041582693, False),   # 출판사 편집자; printer, cover
    '재혁': (5648120397, False),   # 대기업, busy, jokes, business trips
    '민지': (6782204519, False),   # lives near campus, toddler; restaurants
    '코덱스': (7395018264, True),  # bot: terse
    '클로디': (7480129356, True),  # bot: polite
}

SESSIONS = [
("2026-09-07 21:10", r"""
성훈: 다들 잘 지내지? 방 하나 팠어
성훈: 교수님 내년 2월 정년이신 거 알지
유진: 헐 벌써…
재혁: 우리 입학할 때 교수님 50대 초반이셨던 거 같은데 ㅋㅋ
민지: 세월 무엇
성훈: 학과 차원 퇴임식은 2월에 따로 한대 근데 제자들끼리 문집이랑 식사 자리는 가을에 하자는 얘기가 선배들 사이에서 나왔고 우리 기수가 실무 맡기로 했어
다은: 우리가? ㅋㅋ 제일 만만해서 그런가
성훈: 정답
#d_date_p 성훈: 교수님께 여쭤봤더니 10월 10일 토요일 점심이 좋으시대 12시로 하면 어때
#d_date_a1 유진: 좋아 토요일 점심이면 지방 사는 선배들도 올 수 있겠다
#d_date_a2 다은: ㅇㅋ
#d_date_a3 민지: 10일 12시 ㄱㄱ 애는 남편한테 맡기면 됨
재혁: 👍
#d_date_ok 성훈: 그럼 10/10 토 12시 식사 겸 문집 봉정으로 간다
#d_ms_p 성훈: 원고는 제자들한테 한 편씩 받자 A4 두세 장 회고글 마감은 9월 30일 수요일
#d_ms_a1 다은: 인쇄 생각하면 그 정도가 마지노선이야 30일 좋아
#d_ms_a2 유진: ㅇㅇ 30일
#t_list 유진: 제자들 연락처는 내가 학과 동문 명부랑 예전 랩 단톡 뒤져서 이번 주 안에 시트로 정리할게
#t_mail 성훈: 원고 청탁 메일은 내가 내일 돌릴게
#n_joke_phd 민지: 근데 교수님 퇴임하시면 우리 논문 초고는 이제 누가 빨간펜으로 난도질해주냐 ㅋㅋㅋ
재혁: 평생 A/S 해주셔야지
다은: ㅋㅋㅋ 빨간펜 트라우마
"""),
("2026-09-08 12:40", r"""
#t_mail_done >t_mail 성훈: 청탁 메일 보냈어 일단 명부에 메일 있는 42명
유진: 오 빠르다
#nt_inst 성훈: 원고는 한글이나 워드 파일로만 받는다고 써놨으니까 다들 아는 사람들한테도 그렇게 전해줘
민지: 넹
+3h #d_v1_p 민지: 식당은 신촌 소반 어때 한정식인데 2층에 룸 있음 교수님 회식 때 자주 가셨던 데
#d_v1_a1 유진: 아 거기 생선구이 맛있었던 데 좋다
#d_v1_a2 다은: 소반 좋지 교수님도 편해하실 듯
성훈: 몇 명까지 돼?
민지: 룸은 20명이래 작년에 학회 뒷풀이 때 물어봤었음
성훈: 20명이면 될 것 같은데
#d_v1_ok 성훈: 소반으로 하자
#t_soban 민지: 내가 내일 전화해서 잡을게
#n_golf 재혁: 식사 말고 교수님 모시고 골프 한 번 치는 건 어때요 ㅋㅋ 회사에서 부킹 가능
#n_golf_no 유진: 교수님 골프 안 치셔 ㅋㅋ 그리고 우리 중에 치는 사람 너밖에 없어
재혁: 아 맞다 교수님 등산파지
"""),
("2026-09-09 19:20", r"""
#t_soban_done >t_soban 민지: 소반 예약했어 10월 10일 12시 2층 룸 20명
유진: 👍
다은: 감사 ㅠ
#t_print 다은: 인쇄는 우리 회사 거래처 중에 싸게 해주는 데 있어 금요일까지 견적 받아올게
성훈: 오 든든하다 역시 현직
#d_fee_p 유진: 그리고 돈 얘기 ㅎㅎ 식대 선물 인쇄비 다 합치면 꽤 나올 거라 1인 15만원씩 걷는 거 어때
#d_fee_obj 다은: 동기 선배들은 괜찮은데 아직 학교 다니는 후배들한테 15는 좀 세다
다은: 걔네 조교 월급 얼마인지 알잖아
#d_fee_comp 유진: 그럼 재학생은 3만원만 받자 나머지는 우리가 좀 더 메꾸고
#d_fee_da 다은: 그럼 ok 찬성
#d_fee_a1 성훈: 동의
#d_fee_a2 재혁: ㅇㅋ 15 콜
민지: 저도 좋아요
#d_fee_ok 유진: 그럼 졸업생 15만원 재학생 3만원으로 공지할게
"""),
("2026-09-10 22:05", r"""
#t_list_done >t_list 유진: 명단 시트 공유함 지금 68명 연락처 확인됨
유진: 회비 입금 칸도 만들어놨어
성훈: 고생했다 ㅠ
재혁: 68명 ㄷㄷ 교수님 제자 농사 풍년
#n_banner_q 민지: 현수막 같은 것도 해요? 식당에 거는 거
#n_banner_r 성훈: 음 식당이 작아서… 그건 좀 생각해보자
민지: 넵
#nt_hike 재혁: 교수님 퇴임하시면 내가 매주 토요일 북한산 모시고 다님 ㅋㅋ
다은: 너 토요일에 11시 전에 일어난 적 있냐
재혁: 없음
"""),
("2026-09-11 17:30", r"""
#quote 다은: 견적 왔어 한빛인쇄 A5 200쪽 무선제본 기준 100부면 부당 12,000 120부면 11,000
#d_print_p 다은: 120부 찍자 차이 얼마 안 나고 남으면 학과 도서관이랑 선배들 연구실에 돌리면 돼
#d_print_obj 재혁: 120부는 너무 많지 않나 집에 두면 결국 라면 받침인데
#d_print_r 성훈: 명단만 68명이고 연락 안 된 제자까지 치면 90 넘어 학과 도서관 국회도서관 납본도 해야 되고
#d_print_jh 재혁: 아 그렇게 많아? 그럼 인정 120 ㄱ
#d_print_a1 유진: 나도 120
#d_print_ok 다은: ㅇㅋ 한빛인쇄 120부 부당 11,000으로 진행할게
#n_hard 다은: 아 하드커버로 하면 있어 보이긴 하는데 부당 6천원 추가래
#n_hard_no 성훈: 그건 오버다 교수님 그런 거 부담스러워하셔
다은: 그치 ㅋㅋ 그냥 던져봄
#nt_already_jo 재혁: 학과 조교한테도 행사 날짜 알려야 하지 않나 내가 연락할게
#nt_already_jo_r >nt_already_jo 다은: 아 그거 내가 지난주에 학과 사무실 갔다가 얘기해놨어
재혁: 오 굿
"""),
("2026-09-13 14:15", r"""
민지: [사진]
민지: 애랑 학교 산책 왔는데 사회대 앞 은행나무 벌써 냄새 남 ㅋㅋ
유진: 으 은행
성훈: 연구실 창문 아래 그 나무지
민지: ㅇㅇ 교수님 방 불 켜져 있더라 주말인데
다은: 교수님 주말에도 나오시는 거 여전하시네
재혁: 워커홀릭
"""),
("2026-09-14 20:40", r"""
유진: 참석 회신 정리해봤는데
#rsvp 유진: 지금 참석 36명이야 사모님 포함
민지: 헐 36?? 소반 룸 20명인데
다은: 생각보다 많이 오시네 좋은 일이긴 한데 ㅋㅋ
#d_v2_p 성훈: 그럼 교수회관 3층 연회장은 어때 50명까지 되고 교수님 동선도 편하고
#d_v2_obj 민지: 교수회관 밥 진짜 맛없는데… 작년 학과 송년회 때 뷔페 다 식어 있었음
#d_v2_r 성훈: 외부 출장뷔페 불러도 된다더라 그럼 낫지 않아?
#d_v2_mj 민지: 출장뷔페면 괜찮지 그럼 교수회관 ㅇㅋ
#d_v2_a1 유진: 찬성 인원 생각하면 거기밖에 없음
#d_v2_a2 다은: 👍
#d_v2_ok 성훈: 그럼 장소 교수회관 연회장으로 가자
#t_hall 재혁: 교수회관은 내가 학과 선배 통해서 알아볼게 수요일까지
"""),
("2026-09-15 21:30", r"""
#d_gift_p 다은: 선물 얘기도 하자 나는 사모님이랑 같이 가시게 제주 여행 상품권 어때 2박3일짜리
#d_gift_obj 성훈: 교수님 비행기 별로 안 좋아하시지 않나 학회도 웬만하면 KTX로 다니셨잖아
#d_gift_info 유진: 그거 옛날 얘기 ㅋㅋ 작년에 사모님이랑 제주 한 달 살기 하셨어 사모님이 또 가고 싶다고 하셨대
#d_gift_sh 성훈: 아 그래? 그럼 나도 찬성
#d_gift_a1 민지: 오 좋다 제주
#d_gift_ok 유진: 그럼 선물은 제주 여행 상품권으로
#t_gift 재혁: 상품권은 내가 살게 회사 제휴 여행사 있어서 좀 싸게 될 듯 회비 모이면 바로
다은: 오 재혁이 쓸모 있다
재혁: 나 원래 쓸모 있음
"""),
("2026-09-16 08:50", r"""
#t_hall_hand 재혁: 아 민지야 미안한데 나 오늘부터 부산 출장 잡혀서 ㅠ 교수회관 예약 좀 대신 알아봐줄 수 있어? 학교 근처 사는 사람이 가는 게 빠를 듯
#t_hall_hand_ok >t_hall_hand 민지: ㅇㅋ 내가 오늘 애 어린이집 보내고 가볼게
재혁: 천사 ㅠㅠ
"""),
("2026-09-16 21:15", r"""
#d_video_p 유진: 아 그리고 해외에 있는 선배들 못 오잖아 미국 독일 있는 분들 영상 편지 받아서 식사 때 틀면 어때
#d_video_a1 성훈: 좋다 교수님 우실 듯
#d_video_a2 다은: 완전 좋아 ㅠ
#d_video_a3 민지: 찬성!!
#d_video_ok 유진: ㅇㅋ 영상 하자
#t_video 유진: 영상은 내가 연락 돌려서 모으고 편집까지 할게
재혁: 편집 할 줄 알아?
유진: 유튜브 보고 배우면 됨 ㅋㅋ
"""),
("2026-09-17 13:10", r"""
#t_hall_done >t_hall_hand_ok 민지: 교수회관 3층 연회장 예약했어 10일 11시 반부터 3시까지
민지: 출장뷔페는 회관에서 소개해준 데 1인 3만8천원
성훈: 오 고마워 ㅠ
#nt_soban_cancel 민지: 소반 룸은 아까 전화해서 취소했어
유진: 👍👍
#n_bot_fee_q 유진: @코덱스 36명 기준 식대 3.8만 선물 대략 100만 인쇄 132만이면 총 얼마야
코덱스: 식대 136.8만 + 선물 100만 + 인쇄 132만 = 368.8만원.
#n_bot_fee 코덱스: 졸업생 30명·재학생 6명이면 1인 12만원으로도 충당 가능(12×30+3×6=378만). 회비 12만원 추천.
다은: 오
#n_bot_fee_r 유진: 근데 공지 이미 나갔고 남으면 학과 장학금으로 넣기로 선배들이랑 얘기했어 15 그대로 ㄱ
"""),
("2026-09-18 22:20", r"""
다은: 문집 제목 정해야 해 표지 들어가야 돼서
다은: 후보 1 『여백의 자리』 2 『석규 선생님께』 3 『연구실의 불빛』
재혁: 2번은 너무 편지 같음
#d_title_p 성훈: 1번 좋다 교수님 책 서문에 맨날 여백 얘기 쓰셨잖아
#d_title_a1 유진: 『여백의 자리』 좋아
#d_title_a2 민지: 1번 ㅠㅠ 벌써 뭉클
#d_title_ok 다은: 그럼 『여백의 자리』로 표지 작업할게
#t_cover 다은: 시안은 다음 주 화요일까지 올릴게
#n_photo_joke 재혁: 부록으로 교수님 엠티 때 노래방 사진 넣자 ㅋㅋ 탬버린 든 거
민지: 그거 있으면 나 인쇄 안 해도 따로 소장함
성훈: 교수님이 문집 회수하신다 ㅋㅋㅋ
"""),
("2026-09-19 16:00", r"""
#d_lab_p 성훈: 교수님 연구실 책이 한 3천 권인데 정년 전에 다 빼셔야 하거든 26일 토요일에 우리가 가서 박스 싸는 거 도와드리는 거 어때
#d_lab_a1 민지: 좋아 나 가까우니까 갈 수 있어
#d_lab_a2 유진: 나도 오전에 가능
#d_lab_a3 재혁: 나도 감 허리는 없지만
#d_lab_ok 성훈: ㅇㅋ 26일 10시 연구실로 모이자
#t_truck 재혁: 책 옮길 1톤 트럭은 내가 알아볼게
"""),
("2026-09-21 20:10", r"""
유진: 회비 들어오는 거 확인하는데 사람이 많으니까 헷갈린다
#t_bot_pay_q 유진: @코덱스 시트에 있는 입금 내역 보고 졸업생 재학생 나눠서 몇 명 들어왔는지 총액 얼마인지 정리해줘
#t_bot_pay 코덱스: 확인 중.
#t_bot_pay_done 코덱스: 9/21 기준\n- 졸업생 19명 × 15만 = 285만\n- 재학생 4명 × 3만 = 12만\n- 합계 297만원\n- 미입금: 졸업생 11명, 재학생 2명
#nt_bot_remind 코덱스: 필요하면 미입금자용 안내 문자 초안 작성 가능.
#nt_due 유진: 아직 안 보내신 분들 9월 25일 금요일까지 제 계좌로 부탁드려요
재혁: 난 어제 보냈는데 들어왔지?
유진: ㅇㅇ 재혁 들어옴
"""),
("2026-09-22 21:45", r"""
#t_cover_done >t_cover 다은: 표지 시안!!
다은: [사진]
다은: [사진]
다은: 연한 미색에 제목만 세로로 넣어봤어
민지: 헐 예쁘다 교수님 스타일
유진: 첫 번째 거 좋아
성훈: ㅇㅇ 1번 그리고 교수님 약력 연보는 내가 정리해야겠다
#t_bio 성훈: 약력이랑 논문 저서 목록 이번 주 안에 정리해서 다은이한테 넘길게
다은: 넵 기다림
#nt_proof 재혁: 나도 나중에 시간 되면 원고 교정 한번 봐줄게
다은: ㅋㅋ 기대 안 함
"""),
("2026-09-23 19:30", r"""
#lab_news 성훈: 방금 교수님이랑 통화했는데 연구실 짐은 조교들이랑 학기 중에 조금씩 하신대
성훈: 제자들 주말에 부르는 거 싫으시다고 ㅋㅋ 마음만 받겠다고
#d_lab_drop 성훈: 그래서 26일 연구실 정리는 없던 걸로 하자
#d_lab_drop_a1 유진: 아 교수님답다 ㅋㅋ ㅇㅋ
#d_lab_drop_a2 민지: 넵 ㅠ
#t_truck_drop >t_truck 재혁: 그럼 트럭은 안 알아봐도 되겠네 솔직히 아직 전화도 안 했음 ㅋㅋ
다은: 역시 ㅋㅋㅋ
"""),
("2026-09-24 12:30", r"""
민지: 얘들아 큰일
#hall_clash 민지: 교수회관에서 연락 왔는데 10일에 학과 추계학술대회가 3층 전체 대관이래 우리 예약이 중복으로 잡혔었대
유진: 헐 뭐야
성훈: 학술대회 그날이었어? 나도 몰랐네
재혁: 학회가 우선이겠지 뭐 ㅠ
#d_v3_p 민지: 연희동 진보각 어때 중식당인데 2층 홀 통으로 40명까지 되고 코스 1인 4만5천원
#d_v3_p2 민지: 교수님 짜장면 좋아하시잖아 ㅋㅋ 학교에서 차로 10분
#d_v3_a1 성훈: 오 진보각 교수님 단골이야 좋다
#d_v3_a2 유진: 인당 7천원 더 나오는데 회비로 충분해 ㄱㄱ
#d_v3_a3 다은: 찬성!
#d_v3_a4 재혁: 짜장면 콜
#d_v3_ok 성훈: 그럼 최종 장소는 진보각 2층 홀
#t_jinbo 민지: 내일 오전에 가서 계약금 걸고 올게
"""),
("2026-09-25 11:40", r"""
#t_jinbo_done >t_jinbo 민지: 진보각 계약하고 옴 10일 12시 2층 홀 코스 40인분까지 계약금 20만원 냈어
유진: 고생했어 민지야 ㅠ 계약금은 회비에서 방금 보냈어
#nt_tteok 민지: 후식으로 떡 좀 맞춰 갈까? 동네 떡집 잘하는 데 있음
#nt_tteok_no >nt_tteok 성훈: 코스에 후식 나오니까 괜찮아 너무 챙기지 마
민지: 넹
"""),
("2026-09-25 22:30", r"""
유진: 회비 마감!
#fee_final 유진: 졸업생 31명 재학생 6명 들어와서 483만원
재혁: 오 생각보다 많다
유진: 참석 못 하는 선배들도 보내주셔서
성훈: 감사하다 진짜
"""),
("2026-09-27 15:20", r"""
#t_bio_done >t_bio 성훈: 약력 연보 정리해서 다은이한테 메일 보냈어 논문 87편 저서 11권
다은: 받았어 87편 실화냐
재혁: 우리 석사논문도 제대로 못 쓴 거 생각하면…
성훈: 원고는 지금 14편 들어왔어
유진: 해외 선배들은?
성훈: 미국 독일 쪽이 아직 하나도 없어 학기 시작이라 바쁘신 듯
#nt_chase 민지: 원고 안 낸 사람은 내가 집 앞까지 찾아가서 받아옴 ㅋㅋ
다은: 독일까지? ㅋㅋㅋ
"""),
("2026-09-29 21:00", r"""
#d_ms2 성훈: 📌 원고 마감: 10월 4일(일) 밤 12시까지 / 인쇄소 입고는 5일 월요일 오전\n해외 계신 선배님들 학기 초라 시간이 더 필요하시다고 해서 ㅎㅎ 전체방에도 똑같이 올려놨어
#d_ms2_da >d_ms2 다은: 인쇄소엔 5일 오전 입고로 말해둘게 그래도 9일엔 받을 수 있대
#d_ms2_yj 유진: ㅇㅋ 공지 고마워
민지: 👍
재혁: 나도 그럼 그때까지 원고 낼 수 있겠다 ㅋㅋ
성훈: 너 아직 안 냈냐
재혁: …
"""),
("2026-10-01 20:30", r"""
유진: 영상 얘기 말인데
#video_status 유진: 지금까지 두 명밖에 안 왔어 나머지는 답이 없거나 쑥스러워서 못 하겠대
#video_screen 민지: 그리고 진보각 2층엔 스크린이나 TV가 없대 빔 빌려도 벽이 나무라서 잘 안 보일 듯
#d_video_drop 유진: 그럼 영상은 그냥 접자 받은 두 개는 교수님께 따로 링크로 보내드리고
#d_video_drop_a1 성훈: ㅇㅇ 그게 낫겠다
#d_video_drop_a2 다은: 아쉽지만 ㅇㅋ
#t_video_drop >t_video 유진: 편집은 안 하는 걸로 할게 ㅋㅋ 유튜브 강의 두 개 봤는데
#n_bot_paper_q 민지: @클로디 영상 대신 할 만한 거 있을까
#n_bot_paper 클로디: 영상 대신 참석하신 분들이 한 줄씩 쓰는 롤링페이퍼를 준비해 보시면 어떨까요? 식사 시작 전에 돌리시면 자연스러워요.
다은: 음 문집에 이미 다 쓰는데 또 쓰는 거라 ㅋㅋ
민지: 그러네 ㅋㅋ 패스
"""),
("2026-10-02 18:40", r"""
#t_gift_done >t_gift 재혁: 상품권 샀다 제주 2박3일 호텔이랑 렌터카 포함 유효기간 1년
재혁: 제휴가로 96만원
유진: 오 회비에서 방금 보냄
#t_bot_order_q 성훈: @클로디 10일 식사 자리 순서 초안 좀 짜줄래? 12시 시작 2시 반 끝 문집 봉정 선물 전달 교수님 말씀 넣어서
#t_bot_order 클로디: 네, 정리해 드릴게요. 잠시만요!
#t_bot_order_done 클로디: 10월 10일 순서 초안입니다.\n12:00 입장·자리 안내\n12:10 개회 인사 (사회: 성훈)\n12:15 식사 시작\n13:20 문집 『여백의 자리』 봉정 (제자 대표)\n13:30 선물 전달\n13:35 교수님 말씀\n13:50 단체 사진\n14:30 마무리
#nt_bot_script 클로디: 원하시면 사회 멘트 대본도 처음부터 끝까지 써 드릴게요.
성훈: 오 깔끔하다 이대로 가자
"""),
("2026-10-04 23:50", r"""
성훈: 원고 다 들어왔다!!
#ms_count 성훈: 총 23편 독일 선배 거 방금 11시 40분에 옴 ㅋㅋ
재혁: 나도 냈다고
성훈: 너는 어제 냈지 ㅋㅋ 수고
다은: 다들 수고했어 ㅠ 특히 성훈
"""),
("2026-10-05 10:20", r"""
#print_in 다은: 한빛인쇄에 파일 넘김 9일 오후에 회사로 받기로 함
유진: 👍
민지: 두근두근
"""),
("2026-10-07 21:15", r"""
다은: 가제본 한 권 먼저 받았어
다은: [사진]
유진: 와 진짜 책이다 ㅠㅠ
민지: 표지 실물 더 예쁘네
재혁: 내 글 몇 쪽이야
다은: 마지막 ㅋㅋ 제일 늦게 내서
#t_pdf 성훈: 문집 PDF는 행사 끝나고 학과 홈페이지 자료실에 올려달라고 내가 조교한테 부탁할게
#n_hypo 유진: 근데 혹시 그날 교수님 몸이 안 좋으셔서 못 오시면 어떡하지
#n_hypo_r 성훈: 그럼 우리끼리 밥 먹고 문집은 댁으로 가져다드리면 되지 뭐 ㅋㅋ 걱정 마 요즘 아침마다 산에 가신대
"""),
("2026-10-09 20:20", r"""
#print_done 다은: 120부 회사로 들어왔어 벌써 내 차 트렁크에 실어놨음
성훈: 고생했다 ㅠ 진짜
#n_sing 유진: 끝나고 2차로 노래방 가서 교수님 십팔번 듣는 건 어때 ㅋㅋ
#n_sing_no 민지: 사모님이 오후에 교수님 병원 예약 있다고 하셨대 일찍 보내드려야 돼
유진: 아 그럼 패스
재혁: 내일 몇 시까지 가면 돼?
#setup 성훈: 11시 반까지 와서 자리 세팅 같이 하자
"""),
("2026-10-10 11:25", r"""
민지: 진보각 도착
민지: [사진]
+15m 다은: 문집 박스 올려놨어
+20m 성훈: 교수님 내외분 도착하셨다
+2h 유진: [사진]
유진: 단체사진!! 교수님 웃으시는 거 봐 ㅠㅠ
재혁: 교수님 우신 거 봤냐
민지: 봤지 나도 울었음
"""),
("2026-10-11 20:30", r"""
성훈: 다들 어제 고생 많았어 교수님이 아침에 문자 주셨어 고맙다고
다은: ㅠㅠ
#t_settle 유진: 정산은 영수증 정리해서 다음 주 중에 올릴게 남는 돈은 말한 대로 학과 장학금
#t_pdf_re >t_pdf 성훈: PDF 건은 조교 답 오면 바로 알려줄게 아직 답장이 없네
#nt_trip 유진: 언젠가 우리 동기들끼리 교수님 모시고 제주 한 번 가고 싶다
재혁: 상품권에 우리 자리는 없음 ㅋㅋ
민지: 사모님이 싫어하실 듯 ㅋㅋㅋ
"""),
]

DECISIONS = [
    dict(id='d1', text='식사 장소: 신촌 한정식 소반 2층 룸 (20명)',
         stated=['d_v1_p', 'd_v1_a1', 'd_v1_a2', 'd_v1_ok', 't_soban_done'],
         agreed_by=['민지', '유진', '다은', '성훈'], objected_by=[],
         status='superseded', superseded_by='d2', changed_at=['d_v2_p', 'd_v2_ok']),
    dict(id='d2', text='참석 36명이라 장소를 교수회관 3층 연회장(출장뷔페)으로',
         stated=['d_v2_p', 'd_v2_r', 'd_v2_mj', 'd_v2_a1', 'd_v2_a2', 'd_v2_ok', 't_hall_done'],
         agreed_by=['성훈', '민지', '유진', '다은'], objected_by=['민지'],
         status='superseded', superseded_by='d3', changed_at=['d_v3_p', 'd_v3_ok']),
    dict(id='d3', text='학술대회와 겹쳐 최종 장소는 연희동 중식당 진보각 2층 홀 (40명, 코스 1인 4만5천원)',
         stated=['d_v3_p', 'd_v3_p2', 'd_v3_a1', 'd_v3_a2', 'd_v3_a3', 'd_v3_a4', 'd_v3_ok', 't_jinbo_done'],
         agreed_by=['민지', '성훈', '유진', '다은', '재혁'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d4', text='원고 마감 9월 30일(수)',
         stated=['d_ms_p', 'd_ms_a1', 'd_ms_a2'],
         agreed_by=['성훈', '다은', '유진'], objected_by=[],
         status='superseded', superseded_by='d5', changed_at=['d_ms2']),
    dict(id='d5', text='원고 마감 10월 4일(일) 자정, 인쇄소 입고 10월 5일 오전',
         stated=['d_ms2', 'd_ms2_da', 'd_ms2_yj'],
         agreed_by=['성훈', '다은', '유진'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d6', text='문집은 한빛인쇄에서 120부, 부당 11,000원 (A5 무선제본)',
         stated=['d_print_p', 'd_print_jh', 'd_print_a1', 'd_print_ok'],
         agreed_by=['다은', '재혁', '유진'], objected_by=['재혁'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d7', text='회비: 졸업생 15만원, 재학생 3만원',
         stated=['d_fee_p', 'd_fee_comp', 'd_fee_da', 'd_fee_a1', 'd_fee_a2', 'd_fee_ok'],
         agreed_by=['유진', '다은', '성훈', '재혁'], objected_by=['다은'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d8', text='선물은 교수님 내외 제주 2박3일 여행 상품권',
         stated=['d_gift_p', 'd_gift_sh', 'd_gift_a1', 'd_gift_ok'],
         agreed_by=['다은', '성훈', '민지', '유진'], objected_by=['성훈'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d9', text='행사는 10월 10일(토) 12시 식사 겸 문집 봉정',
         stated=['d_date_p', 'd_date_a1', 'd_date_a2', 'd_date_a3', 'd_date_ok'],
         agreed_by=['성훈', '유진', '다은', '민지'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d10', text='문집 제목은 『여백의 자리』',
         stated=['d_title_p', 'd_title_a1', 'd_title_a2', 'd_title_ok'],
         agreed_by=['성훈', '유진', '민지', '다은'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d11', text='해외 제자들 영상 편지를 모아 식사 때 상영',
         stated=['d_video_p', 'd_video_a1', 'd_video_a2', 'd_video_a3', 'd_video_ok'],
         agreed_by=['유진', '성훈', '다은', '민지'], objected_by=[],
         status='dropped', superseded_by=None,
         changed_at=['d_video_drop', 'd_video_drop_a1', 'd_video_drop_a2']),
    dict(id='d12', text='9월 26일(토) 10시 교수님 연구실 책 정리 돕기',
         stated=['d_lab_p', 'd_lab_a1', 'd_lab_a2', 'd_lab_a3', 'd_lab_ok'],
         agreed_by=['성훈', '민지', '유진', '재혁'], objected_by=[],
         status='dropped', superseded_by=None,
         changed_at=['d_lab_drop', 'd_lab_drop_a1', 'd_lab_drop_a2']),
]

NON_DECISIONS = [
    (['n_joke_phd'], 'joke'),                          # 논문 빨간펜 누가
    (['n_golf', 'n_golf_no'], 'proposal not taken up'),  # 골프
    (['n_banner_q', 'n_banner_r'], 'question'),        # 현수막?
    (['n_hard', 'n_hard_no'], 'proposal not taken up'),  # 하드커버
    (['n_bot_fee', 'n_bot_fee_r'], 'bot suggestion ignored'),  # 코덱스: 12만원 추천
    (['n_photo_joke'], 'joke'),                        # 노래방 사진 부록
    (['n_bot_paper', 'n_bot_paper_q'], 'bot suggestion ignored'),  # 클로디: 롤링페이퍼
    (['n_hypo', 'n_hypo_r'], 'hypothetical'),          # 교수님 못 오시면
    (['n_sing', 'n_sing_no'], 'proposal not taken up'),  # 2차 노래방
    (['n_bot_fee_q'], 'question'),                     # 총액 질문
]

TODOS = [
    dict(id='t1', owner='유진', task='제자 연락처 명단을 시트로 정리',
         taken=['t_list'], due='2026-09-13', status='done', closed_by=['t_list_done'], handed_to=None),
    dict(id='t2', owner='성훈', task='원고 청탁 메일 발송',
         taken=['t_mail'], due='2026-09-08', status='done', closed_by=['t_mail_done'], handed_to=None),
    dict(id='t3', owner='다은', task='인쇄소 견적 받아오기',
         taken=['t_print'], due='2026-09-11', status='done', closed_by=['quote'], handed_to=None),
    dict(id='t4', owner='민지', task='소반 2층 룸 예약 전화',
         taken=['t_soban'], due='2026-09-09', status='done', closed_by=['t_soban_done'], handed_to=None),
    dict(id='t5', owner='재혁', task='교수회관 연회장 예약 알아보기',
         taken=['t_hall', 't_hall_hand_ok'], due='2026-09-16', status='done',
         closed_by=['t_hall_done'], handed_to='민지'),
    dict(id='t6', owner='민지', task='진보각에 가서 계약금 걸고 2층 홀 예약',
         taken=['t_jinbo'], due='2026-09-25', status='done', closed_by=['t_jinbo_done'], handed_to=None),
    dict(id='t7', owner='코덱스', task='회비 입금 현황(졸업생/재학생, 총액, 미입금) 정리',
         taken=['t_bot_pay'], due='', status='done', closed_by=['t_bot_pay_done'], handed_to=None),
    dict(id='t8', owner='클로디', task='10월 10일 식사 자리 순서 초안',
         taken=['t_bot_order'], due='', status='done', closed_by=['t_bot_order_done'], handed_to=None),
    dict(id='t9', owner='유진', task='해외 제자 영상 편지 모아서 편집',
         taken=['t_video'], due='', status='dropped', closed_by=['d_video_drop', 't_video_drop'], handed_to=None),
    dict(id='t10', owner='재혁', task='연구실 책 옮길 1톤 트럭 알아보기',
         taken=['t_truck'], due='', status='dropped', closed_by=['d_lab_drop', 't_truck_drop'], handed_to=None),
    dict(id='t11', owner='다은', task='문집 표지 시안 올리기',
         taken=['t_cover'], due='2026-09-22', status='done', closed_by=['t_cover_done'], handed_to=None),
    dict(id='t12', owner='재혁', task='제주 여행 상품권 구매 (제휴 여행사)',
         taken=['t_gift'], due='', status='done', closed_by=['t_gift_done'], handed_to=None),
    dict(id='t13', owner='성훈', task='교수님 약력·논문 저서 목록 정리해 다은에게 넘기기',
         taken=['t_bio'], due='2026-09-27', status='done', closed_by=['t_bio_done'], handed_to=None),
    dict(id='t14', owner='유진', task='영수증 정리해 최종 정산 올리기',
         taken=['t_settle'], due='', status='open', closed_by=[], handed_to=None),
    dict(id='t15', owner='성훈', task='문집 PDF 학과 홈페이지 자료실 게시를 조교에게 부탁',
         taken=['t_pdf', 't_pdf_re'], due='', status='open', closed_by=[], handed_to=None),
]

NON_TODOS = [
    (['nt_inst'], 'instruction to others'),             # 파일 형식 전해줘
    (['nt_hike'], 'banter promise'),                    # 매주 북한산
    (['nt_already_jo', 'nt_already_jo_r'], 'already done by someone else'),  # 조교 연락 → 다은이 이미
    (['nt_soban_cancel'], 'already done'),              # 소반 취소함
    (['nt_bot_remind'], 'bot offer not taken up'),      # 코덱스 안내 문자 초안
    (['nt_due'], 'instruction to others'),              # 25일까지 입금
    (['nt_proof'], 'vague promise'),                    # 시간 되면 교정
    (['nt_tteok', 'nt_tteok_no'], 'offer declined'),    # 떡
    (['nt_chase'], 'banter promise'),                   # 집 앞까지 찾아감
    (['nt_bot_script'], 'bot offer not taken up'),      # 클로디 사회 대본
    (['print_in'], 'already done'),                     # 인쇄소에 파일 넘김
    (['nt_trip'], 'vague wish'),                        # 언젠가 제주
]

QUESTIONS = [
    # ---- changed
    ('퇴임 기념 밥 먹는 곳 최종적으로 어디야?',
     ['d_v3_p', 'd_v3_ok', 't_jinbo_done'],
     '연희동 중식당 진보각 2층 홀 (코스 1인 4만5천원, 40명까지)', 'changed'),
    ('처음에 잡았던 식당은 어디였어?',
     ['d_v1_p', 'd_v1_ok', 't_soban_done'], '신촌 한정식 소반 2층 룸(20명)', 'changed'),
    ('소반에서 안 하게 된 이유는?',
     ['rsvp', 'd_v2_p'], '참석자가 36명으로 늘어 20명 룸으로는 부족해서 교수회관으로 옮김', 'changed'),
    ('교수회관 연회장은 왜 못 쓰게 됐어?',
     ['hall_clash', 'd_v3_p'], '10일에 학과 추계학술대회가 3층 전체를 대관해 예약이 중복됐음 → 진보각으로', 'changed'),
    ('원고 언제까지 내면 돼? 지금 기준으로',
     ['d_ms2'], '10월 4일(일) 밤 12시까지 (인쇄소 입고는 5일 오전)', 'changed'),
    ('원래 원고 마감일은 언제였지?',
     ['d_ms_p', 'd_ms_a2'], '9월 30일 수요일', 'changed'),
    ('해외 선배들 영상 틀기로 한 건 어떻게 됐어?',
     ['video_status', 'video_screen', 'd_video_drop'],
     '취소. 두 명만 보냈고 진보각에 스크린이 없어서 접음, 받은 두 개는 교수님께 링크로 따로 보냄', 'changed'),
    ('연구실 짐 싸러 가기로 했던 건?',
     ['lab_news', 'd_lab_drop'], '없던 일로 됨. 교수님이 조교들과 학기 중에 조금씩 하시겠다고 함', 'changed'),
    # ---- owner
    ('교수회관 자리 잡는 건 결국 누가 했어?',
     ['t_hall', 't_hall_hand', 't_hall_hand_ok', 't_hall_done'], '민지 (재혁이 맡았다가 부산 출장으로 넘김)', 'owner'),
    ('선물 상품권은 누가 샀어?',
     ['t_gift', 't_gift_done'], '재혁 (회사 제휴 여행사, 96만원)', 'owner'),
    ('입금 현황 정리해준 건 누구였지?',
     ['t_bot_pay_q', 't_bot_pay_done'], '코덱스(봇)', 'owner'),
    ('당일 진행 순서 초안은 누가 짰어?',
     ['t_bot_order_q', 't_bot_order_done'], '클로디(봇)', 'owner'),
    ('교수님 논문이랑 저서 목록은 누가 맡았어?',
     ['t_bio', 't_bio_done'], '성훈', 'owner'),
    # ---- status
    ('정산 내역 올라왔어?',
     ['t_settle'], '아직. 유진이 다음 주 중에 올린다고만 함', 'status'),
    ('문집 파일 학과 홈피에 올라갔어?',
     ['t_pdf', 't_pdf_re'], '아직. 성훈이 조교에게 부탁했는데 답이 없음', 'status'),
    ('재혁이 트럭 구했어?',
     ['t_truck', 't_truck_drop'], '아니, 연구실 정리가 취소돼서 필요 없어짐(전화도 안 했음)', 'status'),
    ('영상 편집은 끝났어?',
     ['t_video', 't_video_drop'], '안 함. 영상 상영이 취소돼서 유진이 편집 안 하기로 함', 'status'),
    ('표지 시안 나왔어?',
     ['t_cover', 't_cover_done'], '응, 9/22에 미색 바탕에 세로 제목 시안 올라왔고 1번으로 감', 'status'),
    ('진보각 계약금 걸었어?',
     ['t_jinbo', 't_jinbo_done'], '응, 민지가 9/25에 계약금 20만원 내고 계약함', 'status'),
    # ---- single
    ('문집 한 권 인쇄비 얼마야?',
     ['d_print_ok'], '부당 11,000원 (한빛인쇄, 120부)', 'single'),
    ('문집 이름 뭐로 정했어?',
     ['d_title_p', 'd_title_ok'], '『여백의 자리』', 'single'),
    ('재학생 후배들은 회비 얼마 내?',
     ['d_fee_comp', 'd_fee_ok'], '3만원 (졸업생은 15만원)', 'single'),
    ('원고 몇 편 모였어?',
     ['ms_count'], '총 23편', 'single'),
    ('회비 다 걷힌 금액이 얼마야?',
     ['fee_final'], '483만원 (졸업생 31명, 재학생 6명)', 'single'),
    ('교수님 논문이 몇 편이래?',
     ['t_bio_done'], '87편 (저서 11권)', 'single'),
    # ---- temporal
    ('퇴임 기념 모임 날짜랑 시간은?',
     ['d_date_p', 'd_date_ok'], '10월 10일 토요일 12시', 'temporal'),
    ('인쇄된 책은 언제 들어왔어?',
     ['print_done'], '10월 9일', 'temporal'),
    ('회비 입금 기한 언제까지였어?',
     ['nt_due'], '9월 25일 금요일', 'temporal'),
    ('당일 몇 시까지 가서 세팅하기로 했어?',
     ['setup'], '11시 반까지 와서 자리 세팅', 'temporal'),
    # ---- multi
    ('인쇄 부수 두고 이견 있었어? 어떻게 정리됐어?',
     ['d_print_obj', 'd_print_r', 'd_print_jh'],
     '재혁이 120부는 많다고 했지만 제자만 90명 넘고 도서관 납본도 있다는 성훈 말에 수긍, 120부로', 'multi'),
    ('제주 상품권에 반대한 사람 있었어?',
     ['d_gift_obj', 'd_gift_info', 'd_gift_sh'],
     '성훈이 교수님이 비행기 싫어하신다고 했지만 작년에 제주 한 달 살기 하셨다는 유진 말에 찬성', 'multi'),
    ('상품권 가격이랑 뭐가 포함됐는지?',
     ['d_gift_ok', 't_gift_done'], '96만원, 제주 2박3일 호텔·렌터카 포함, 유효기간 1년', 'multi'),
    ('재학생 회비를 따로 정한 이유랑 금액은?',
     ['d_fee_obj', 'd_fee_comp'], '다은이 조교 월급으로 15만원은 세다고 해서 재학생은 3만원으로', 'multi'),
]


if __name__ == '__main__':
    msgs, markers = build(SESSIONS, PEOPLE, tz_hours=9, seed=20260907)
    write_all(HERE, msgs, markers, DECISIONS, NON_DECISIONS, TODOS, NON_TODOS, QUESTIONS)
