#!/usr/bin/env python3
"""Korean cousins' chat (사촌 넷 + 막내고모): 할머니 댁(전북 정읍 칠보면) 김장 +
할머니 팔순 깜짝 점심, 2025-10-27 .. 2025-11-30, +09:00.

Run `python3 _build.py` (from anywhere) to regenerate chat.jsonl and the label
files in this folder. Line format: see ../_chatgen.py.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from _chatgen import build, write_all  # noqa: E402

PEOPLE = {
    '은정': (6620418537, False),   # 42, eldest cousin, lives in 전주 (40 min away); holds the money; orders the 배추
    '상훈': (5391027746, False),   # 38, 서울 회사원, drives a 카니발; jokes; 김치통
    '다은': (7043815592, False),   # 31, 대전, editorial designer; the photo album
    '준영': (6189250473, False),   # 26, 광주 대학원생 (조교); youngest; scans the old photos
    '정숙': (5872316094, False),   # 막내고모, 58, 군산; 할머니's youngest daughter; 고춧가루
    '잼민이': (7713094285, True),  # bot: casual, emoji
    '코덱스': (7820461937, True),  # bot: terse, numbers
}

SESSIONS = [
("2025-10-27 21:10", r"""
은정: 방 하나 팠어 올해 김장이랑 할머니 팔순 얘기 여기서 하자고
정숙: 오 은정이 부지런하네^^
상훈: ㅎㅇ 고모 안녕하세요
다은: 고모 안녕하세요~~ 언니 오빠들도 ㅎㅇ
은정: 봇도 둘 초대함 @잼민이 @코덱스 인사 좀 해봐
잼민이: 안뇽 👋 잼민이 등장! 김장이든 생신이든 부르면 달려감
코덱스: 코덱스. 계산·정리 필요하면 호출.
#d_kj1_p 정숙: 할머니가 올해 김장은 11월 15일쯤 하자고 하시드라 토요일이니까 그날 어때
#d_kj1_a1 은정: 저는 좋아요
#d_kj1_a2 상훈: 15일 콜
#d_kj1_a3 다은: 저도 돼요!!
#d_kj1_a4 준영: 토요일이면 저도 ㄱㄴ
#d_kj1_ok 은정: 그럼 김장은 15일 토요일로 박는다
정숙: 할머니 좋아하시겠다~
#pal_intro 은정: 그리고 팔순!! 할머니 생신이 16일 일요일이잖아
상훈: 오 김장 다음날이네 다 내려가 있을 때 딱이다
#d_rest1_p 은정: 읍내 솔향정 어때요 한정식집인데 룸 있어서 열댓 명 들어가요
정숙: 거기 할머니 좋아하시는 데야 갈비찜 잘하고
#d_rest1_a1 상훈: 좋네
#d_rest1_a2 다은: 솔향정 좋아요 ㅎㅎ
#d_rest1_ok 은정: 16일 12시 솔향정으로 가죠
#t_rest1 은정: 예약은 내일 점심때 내가 전화해서 잡을게
#surprise 정숙: 할머니는 그냥 식구끼리 밥 먹는 줄 아셔~ 큰오빠가 그렇게 말씀드렸대
준영: 서프라이즈 ㅋㅋ 할머니 완전 놀라시겠다
#n_trip_p 상훈: 아예 제주도 효도여행 보내드리는 건 어때요 팔순인데
#n_trip_no >n_trip_p 정숙: 할머니 비행기 무서워하셔 ㅎㅎ 작년에 그 얘기 꺼냈다가 나 혼났잖아
"""),
("2025-10-28 12:25", r"""
#t_rest1_done >t_rest1 은정: 솔향정 잡았어 16일 12시 룸 15명
#cake_ok 은정: 사장님이 케이크는 가져와도 된대
정숙: 잘했다 우리 은정이~
다은: 와 일처리 속도 ㄷㄷ
#d_album_p 다은: 저 아이디어 하나 있는데요 할머니 옛날 사진 모아서 포토북 만들어 드리면 어때요? 할아버지랑 젊으실 때부터 쭉
#d_album_obj 상훈: 음 할머니 요즘 눈 침침하셔서 작은 사진은 잘 안 보이실걸 차라리 거실에 걸 큰 액자 하나가 낫지 않나
#d_album_r >d_album_obj 다은: 그럼 A4 가로로 크게 뽑고 한 면에 사진 한두 장만 넣을게요 글씨도 왕크게!
#d_album_sh 상훈: 아 그럼 괜찮겠다 ㅇㅋ
#d_album_a1 정숙: 좋다 할머니 사진 들여다보는 거 좋아하셔
#d_album_a2 은정: 포토북 찬성 👍
#t_album 다은: 디자인은 제가 할게요 사진만 모이면 다음 주 월요일까지 시안 뽑아볼게요
#album_where 정숙: 옛날 앨범은 다 할머니 댁 안방 장롱 위에 있어
준영: 그럼 몰래 꺼내야 되네 ㅋㅋ 첩보작전
#t_scan 준영: 저 이번 주 토요일에 할머니 댁 가거든요 그때 몰래 스캔해올게요 폰 스캐너 앱으로
준영: 사실 밥 얻어먹으러 가는 거임 ㅋㅋ
"""),
("2025-10-29 20:35", r"""
은정: 김장 양 정해야 돼요
은정: 작년에 80포기 했는데 올해는 상훈이네도 가져간다며
상훈: ㅇㅇ 와이프가 작년 할머니 김치 먹고 반함 ㅋㅋ
#d_bae_p0 정숙: 할머니 혼자 배추 절이시는 건 이제 무리야 절임배추 사자
#d_bae_p 은정: 작년에 산 고창 해풍농원 거 괜찮았잖아요 거기서 절임배추 20kg 9박스 시키면 90포기쯤 나와요
#d_bae_a1 정숙: 그래 거기 간이 딱 맞더라
#d_bae_a2 상훈: ㄱㄱ 9박스
#d_bae_a3 다은: 👍
#t_bae 은정: 주문은 내가 이번 주 안에 넣을게 14일 도착으로
#d_gochu_p 정숙: 고춧가루는 옆집 최씨 할머니 태양초로 하자 할머니가 맨날 거기서 사셔 8근이면 될 거야
#d_gochu_obj 은정: 고모 그거 근당 3만5천원이잖아요 8근이면 28만원… 마트 국산도 괜찮던데
#d_gochu_r >d_gochu_obj 정숙: 할머니가 마트 고춧가루는 색이 안 난다고 질색하셔 ㅎㅎ 그리고 최씨 할머니 올해 혼자 농사지으셨대 팔아드려야지
#d_gochu_ej 은정: 아 그럼 할 말 없죠 할머니 입맛이 법이지 ㅋㅋ 최씨 할머니 걸로 해요
#d_gochu_a1 다은: 넹 최씨 할머니 꺼 좋아요
#t_gochu 정숙: 최씨 할머니한텐 다음 주에 내가 가서 8근 말해둘게
#n_gat_p 정숙: 갓김치도 조금 담글까
#n_gat_no >n_gat_p 은정: 고모 배추만으로도 허리 나가요 ㅠㅠ 갓은 그냥 사 먹어요
"""),
("2025-10-30 23:40", r"""
준영: 아직 연구실임
준영: 교수님이 내일 아침까지 리비전 해오래요
다은: 헐 힘내 ㅠ
상훈: 대학원생은 원래 그런 거야 ㅋㅋ
준영: 형은 대학원 안 다녀봐서 몰라요
준영: 컵라면 두 개째임
"""),
("2025-10-31 19:05", r"""
상훈: [사진]
상훈: 애들 할로윈 분장 ㅋㅋ
다은: 꺄 서준이 호박이야?? 너무 귀여워
#nt_photos 다은: 아 그리고 집에 할머니 사진 있는 분들 다음 주 목요일까지 저한테 보내주세요! 폰 사진도 괜찮아요
은정: 우리 결혼식 때 할머니 사진 방금 보냈어
정숙: 내 폰 작년 추석 사진도 보냈다~
"""),
("2025-11-01 13:50", r"""
준영: 할머니 댁 도착
준영: [사진]
준영: 할머니가 고구마 쪄주심
준영: 화투 치자고 하셔서 한 판 치는 중 ㅋㅋ 벌써 3천원 잃음
상훈: 할머니 타짜시잖아 조심해라
+2h 준영: 할머니 마을회관 가신 틈에 앨범 꺼냄
준영: [사진]
준영: 할아버지 젊을 때 완전 배우네요
정숙: 그거 할아버지 군대 가기 전 사진이야 읍내 사진관에서 찍은 거
다은: 헐 미쳤다 이거 무조건 첫 장
+1h #t_scan_re 준영: 할머니 일찍 오셔서 반밖에 못 했어요 ㅠ 담주 화요일에 수업 없으니까 또 와서 나머지 할게요
"""),
("2025-11-02 20:10", r"""
#d_money_intro 은정: 팔순 돈 얘기 좀 하자
은정: 밥값은 큰아버지랑 고모가 내신다고 했고 우리 손주들은 용돈이랑 선물만 하면 돼
#d_money_p 은정: 용돈 봉투 80 + 포토북 케이크 꽃 합쳐서 20 잡으면 100만원이니까 넷이 25씩 어때
#d_money_obj 준영: 아… 저 이번 달 조교비 들어오기 전이라 25는 좀 빡센데 ㅠ
#d_money_sh >d_money_obj 상훈: 준영이는 10만 내 모자라는 15는 내가 낼게
준영: 헐 형 그건 좀…
상훈: 됐어 형은 월급 받잖아
#d_money_jy 준영: ㅠㅠ 감사합니다 그럼 10만 낼게요
#nt_payback 준영: 취업하면 이자 쳐서 갚을게요 형
상훈: 캡처해둠 ㅋㅋ
#d_money_a1 다은: 저는 25 오케이!
#d_money_ok 은정: 그럼 상훈 40 나 25 다은 25 준영 10 으로 하고 나한테 보내줘
#t_bot_calc_q 은정: @코덱스 검산 좀 총 100만원 준영 10 상훈이 준영 몫 15 더 내고 나랑 다은이 25 맞지? 용돈이랑 선물로 나눠서 보여줘
#t_bot_calc 코덱스: 확인 중.
#t_bot_calc_done 코덱스: 검산\n- 합계 40 + 25 + 25 + 10 = 100만원 ✔\n- 용돈 봉투 80만원 / 포토북·케이크·꽃 20만원\n- 상훈 40 = 기본 25 + 준영 몫 15\n차액 0.
#nt_bot_ledger 코덱스: 입금 체크표 필요하면 만들어 줄 수 있음.
#nt_pay_due 은정: 7일 금요일까지 입금 부탁해요~
"""),
("2025-11-03 21:30", r"""
#t_album_re 다은: 시안은 수요일까지 마무리할게요 ㅠ 준영이 나머지 사진 받아야 돼서
은정: 급할 거 없어 천천히
#t_bot_msg_q 다은: @잼민이 할머니 팔순 포토북 첫 장에 넣을 짧은 문구 좀 써줘 손주들이 드리는 거야
#t_bot_msg 잼민이: 오 감동 각 🥹 잠깐만 써볼게!
#t_bot_msg_done 잼민이: 세 개 골라봐!\n1. "할머니의 여든 번의 가을, 그 모든 계절에 감사해요"\n2. "순덕 여사님, 우리의 첫 번째 집이 되어주셔서 고마워요"\n3. "할머니 손맛처럼 따뜻했던 80년"
#n_bot_title 잼민이: 난 2번 강추! 앨범 제목은 '순덕 여사 팔순 대작전' 어때 ✨
상훈: 대작전 뭐냐 ㅋㅋㅋ
#n_bot_title_r >n_bot_title 다은: 제목은 우리끼리 정할게 ㅋㅋ
정숙: 1번 읽는데 눈물 날 뻔했어
"""),
("2025-11-04 13:10", r"""
준영: 할머니 댁 또 옴 ㅋㅋ
준영: 할머니가 너 요즘 왜 이렇게 자주 오냐고 의심하심
준영: 밥이 맛있어서 왔다고 함
정숙: 잘했다 그 말 들으면 할머니 좋아하셔
+5h #t_scan_done 다은: 준영이가 드라이브에 올린 거 오늘 거까지 해서 58장 다 받았어!! 화질 짱 👍
다은: 할아버지 군복 사진 진짜 레전드
은정: 수고했다 막내
"""),
("2025-11-05 20:50", r"""
#farm_news 은정: 헐 해풍농원 전화했는데 올해 배추가 늦게 차서 절임배추 첫 출하가 20일부터래
은정: 14일 도착은 안 된대요
정숙: 올해 가을이 더웠잖아 속이 덜 찼나 보다
상훈: 다른 데는?
은정: 두 군데 더 물어봤는데 다 20일 이후래
#d_kj2_p 은정: 그럼 김장만 한 주 밀어서 22일 토요일에 해요 팔순은 16일 그대로 하고
#d_kj2_a1 정숙: 그래 그게 낫겠다 팔순 전날 김장하면 할머니 몸살 나셔
#d_kj2_a2 다은: 22일 ㄱㄴ!
#d_kj2_a3 준영: 저도 괜찮아요
상훈: 그럼 나 두 주 연속 내려가네 ㅋㅋ 뭐 할머니 보러 가는 건데
#d_kj2_a4 상훈: 22 ㅇㅋ
#d_kj2_ok 은정: 김장은 22일로!
#t_bae_re 은정: 배추는 21일 도착으로 주문 넣을게
정숙: 할머니도 그게 낫다고 하실 거야
"""),
("2025-11-06 09:20", r"""
#t_bae_done >t_bae 은정: 해풍농원 주문 넣었어 20kg 9박스 21일 금요일 도착
다은: 굿굿
"""),
("2025-11-06 19:40", r"""
정숙: 오늘 할머니 모시고 병원 다녀왔어
#knee 정숙: 할머니 요즘 무릎이 더 안 좋으셔서 계단은 이제 무리래
#d_rest2_p 정숙: 그래서 16일은 들꽃밥상 1층 안쪽 방 12시로 잡아놨어 전복죽이랑 부드러운 갈비찜 있어서 할머니 드시기도 편하고 문턱도 없어
#d_rest2_a1 은정: 아 솔향정 룸 2층이었지… 들꽃밥상 좋아요 고모
다은: 들꽃밥상은 어디예요?
#rest2_where 정숙: 정읍역 근처 할머니 댁에서 차로 15분
#d_rest2_a2 상훈: 👍 주차도 편하겠네
#d_rest2_a3 다은: 전복죽 좋다 ㅎㅎ
#nt_cancel 정숙: 솔향정은 아까 내가 전화해서 취소했어~
#cake_q 준영: 근데 거기도 케이크 들고 가도 돼요?
정숙: 물어봤는데 된대~
"""),
("2025-11-07 21:05", r"""
#d_banner_p 다은: 식당에 '순덕 여사님 팔순 축하드려요' 현수막이랑 풍선 좀 붙일까요? 사진 찍으면 예쁠 것 같아서
#d_banner_a1 준영: 오 좋아요
#d_banner_a2 상훈: ㄱㄱ 남는 건 사진뿐이다
#d_banner_ok 은정: 그래 하자 너무 요란하진 않게
#t_banner 다은: 현수막 시안은 제가 만들어서 주문할게요 다음 주 수요일까지
#nt_bot_banner 잼민이: 오 현수막! 원하면 문구도 내가 써줄게 🎉
다은: 잼민이 부른 적 없는데 ㅋㅋ
#t_cake 상훈: 케이크는 내가 맡을게 서울에 떡케이크 잘하는 데 있어 당일에 들고 감
은정: 오 떡케이크 좋다 할머니 생크림 별로 안 좋아하셔
준영: 입금했어요 누나
상훈: 나도 보냄
"""),
("2025-11-08 16:20", r"""
다은: [사진]
다은: [사진]
#album_final 다은: 포토북 시안 최종이에요!! 28페이지
정숙: 아이고 할아버지 사진… 고모 또 운다
상훈: 글씨 크기 완벽하네 이 정도면 할머니 안경 없이도 보심
#album_text 다은: 첫 장 문구는 잼민이 1번 살짝 고쳐서 넣었어요
+2h #t_album_done >t_album 다은: 포토북 주문 완료! 목요일에 도착 예정이에요
은정: 고생했어 다은아 ㅠ
"""),
("2025-11-09 11:15", r"""
상훈: 북한산 왔다 단풍 거의 끝물
상훈: [사진]
#pay_all 은정: 돈은 다 들어왔어 100만원 딱
정숙: 총무님 수고가 많아요~
"""),
("2025-11-10 20:20", r"""
#banner_room 정숙: 현수막 말인데 들꽃밥상 사장님이 방 벽에 테이프 같은 거 붙이면 안 된대
#d_banner_drop_p 정숙: 그리고 할머니 성격에 현수막 보시면 부끄럽다고 얼굴 빨개지실 거야 ㅋㅋ 그냥 하지 말자
#d_banner_drop_a1 은정: 맞아요 할머니 그런 거 싫어하셔 현수막은 빼요
#d_banner_drop_a2 상훈: 아쉽지만 인정
#t_banner_drop 다은: 다행히 시안 아직 안 만들었어요 ㅋㅋ 현수막 주문은 안 할게요
#t_tong 상훈: 아 그리고 김치통은 내가 사갈게 집집마다 하나씩 큰 걸로 다음 주 안에 주문할게
은정: 오 좋다 우리 집 통 다 낡았는데
#nt_gloves 상훈: 고무장갑도 사갈까?
#nt_gloves_no >nt_gloves 정숙: 할머니 댁에 작년에 산 거 한 박스 그대로 있어 사지 마~
"""),
("2025-11-11 21:00", r"""
상훈: 16일이랑 22일 둘 다 차 끌고 갈 건데
#d_car_p 상훈: 다은이는 대전역에서 태워갈게 어차피 지나가는 길
#d_car_a1 다은: 오빠 최고 ㅠㅠ 대전역 서광장에서 기다릴게요
#d_car_p2 은정: 준영이는 광주에서 버스 타고 정읍터미널 와 내가 태우러 갈게
#d_car_a2 준영: 넵 그게 젤 편해요
#nt_jy_offer 상훈: 준영아 광주 들러서 태워갈까?
#nt_jy_no >nt_jy_offer 준영: 아녀요 형 광주 돌면 한 시간 더 걸려요 버스 타면 금방임
#d_dan_p 상훈: 그리고 22일 김장하고 23일 일요일 아침에 할머니 모시고 내장산 단풍 보고 올라가는 거 어때
#d_dan_a1 정숙: 할머니 좋아하시겠다 케이블카 타면 덜 걸으시고
#d_dan_a2 다은: 완전 좋아요!!
#d_dan_ok 은정: 콜 그럼 23일 오전은 내장산
#t_dan 상훈: 케이블카 시간이랑 주차는 내가 이번 주말에 알아볼게
"""),
("2025-11-12 18:35", r"""
#t_cake_hand 상훈: 아 근데 은정 누나 케이크 말인데 16일 아침에 서울에서 떡케이크 들고 세 시간 가면 다 부서질 것 같아서 ㅠ 혹시 전주에서 주문해줄 수 있어?
#t_cake_hand_ok >t_cake_hand 은정: ㅇㅋ 내가 전주 '소반떡방'에 주문해서 당일 아침에 찾아갈게
상훈: 역시 누나 ㅠ 돈은 모아둔 데서 쓰면 돼
#t_gochu_done 정숙: 최씨 할머니 고춧가루 8근 받아왔어 색 곱다~ 할머니 댁 냉동실에 넣어둠
정숙: [사진]
은정: 와 색 진짜 빨갛다
"""),
("2025-11-13 19:40", r"""
#album_arr 다은: 포토북 도착했어요!!!
다은: [사진]
상훈: 표지 할머니 사진 뭐야 너무 곱다
정숙: 그게 할머니 스물셋 때야
#n_if 다은: 근데 할머니가 혹시 눈치채시면 어떡하죠?
#n_if_r >n_if 정숙: 그럼 그냥 생신 밥 먹는 거라고 하면 되지 포토북만 안 들키면 돼 ㅎㅎ
다은: 포토북은 제 가방 속에 꽁꽁 숨겨놨어요 ㅋㅋ
"""),
("2025-11-14 22:00", r"""
#t_cake_done 은정: 떡케이크 주문했어 일요일 아침 9시 픽업 숫자 초 8이랑 0도 샀음
준영: 꽃다발은요?
은정: 꽃은 어제 정읍역 앞 꽃집에 맞춰놨어
#t_grandma 정숙: 당일엔 내가 할머니 모시고 12시 딱 맞춰 들어갈게 교회 권사님들이랑 점심 먹는다고 둘러댈 거야
상훈: 고모 연기력 믿습니다
#n_karaoke_p 준영: 식당에서 할머니 18번 부르시게 노래방 기계 빌리면 어때요 ㅋㅋ
#n_karaoke_no >n_karaoke_p 은정: 밥집에서 그건 좀 ㅋㅋㅋ 옆방 손님 생각해
"""),
("2025-11-15 21:30", r"""
은정: 내일 다들 11시 반까지 들꽃밥상 와요
상훈: 나 8시 출발 다은이는 10시쯤 대전역
다은: 넹 서광장!
준영: 저 10시 20분 버스요
은정: 터미널 11시 10분쯤 도착이지? 나가 있을게
"""),
("2025-11-16 08:10", r"""
상훈: 출발~
+2h 다은: 오빠 차 탔어요
+40m 은정: 케이크 찾았어 꽃도 삼
+30m 준영: 정읍 도착
+25m 은정: 다들 방 들어옴 할머니만 오시면 됨
#t_grandma_done 정숙: 할머니 모시고 주차장 도착~ 들어간다
+20m 다은: [사진]
#day_cry 다은: 할머니 우셨어요 ㅠㅠㅠ
#day_read 상훈: 포토북 한 장 한 장 다 읽으심
+1h 준영: [사진]
#day_candle 준영: 할머니 케이크 초 한 번에 끄심 ㅋㅋ
정숙: 너희들 덕분에 할머니 오늘 최고로 행복하시대
"""),
("2025-11-17 20:15", r"""
#after_sleep 정숙: 할머니가 어젯밤에 포토북 보시다가 주무셨대
은정: ㅠㅠ 다은이 덕분이다
다은: 아니에요 다 같이 한 거죠 🥹
#t_video 준영: 아 할머니가 서준이 영상통화 하고 싶은데 폰에서 못 찾겠다고 하시더라고요 다음에 내려가면 홈화면에 영상통화 버튼 만들어 드릴게요
상훈: 오 그거 좋다 애들 얼굴 자주 보여드려야지
#nt_wish 다은: 언젠가 할머니랑 우리 다 같이 1박으로 여행 한번 가고 싶다
은정: 비행기만 아니면 ㅋㅋ
"""),
("2025-11-18 21:10", r"""
#church 정숙: 얘들아 큰일 났다
정숙: 22일이 할머니 교회 김장 나눔 하는 날이래 할머니가 권사라 빠질 수가 없대
상훈: 헐 그날 할머니 교회 김치 담그시는 거예요?
정숙: 응 독거 어르신들 드리는 거 150포기
은정: 할머니 그 다음 날 우리 김장까지 하시면 진짜 쓰러지셔
#d_kj3_p 정숙: 우리 건 그냥 29일 토요일에 하자
#d_kj3_obj 다은: 아 29일 저 대전에서 친구 결혼식이에요 ㅠ 11시
#d_kj3_sh >d_kj3_obj 상훈: 그럼 결혼식 보고 1시에 대전역에서 태울게 3시 반이면 도착해
#d_kj3_r 은정: 버무리는 건 오후에 하니까 다은이는 그때 와도 돼
#d_kj3_dn 다은: 오 그럼 가능! 29일 ㄱㄱ
#d_kj3_a1 준영: 저는 29 상관없어요
#d_kj3_ok 은정: 그럼 김장은 29일로 최종 ㅇㅋ
#d_dan_drop_p 정숙: 근데 29일이면 내장산 단풍은 다 떨어졌을 거야 할머니 무릎도 그렇고
#d_dan_drop_a1 은정: 그러네요 내장산은 접어요 일요일엔 할머니 쉬시게
#d_dan_drop_a2 상훈: ㅇㅇ 아쉽지만
#t_dan_drop 상훈: 케이블카는 주말에 알아보려다 까먹었는데 잘됐다 ㅋㅋ 안 알아봐도 되겠네
#t_bae2 은정: 배추 배송은 내일 농원에 전화해서 28일로 옮겨볼게
"""),
("2025-11-19 11:40", r"""
#t_bae2_done >t_bae2 은정: 해풍농원 28일 금요일 도착으로 바꿨어 추가금 없대
정숙: 다행이다~
"""),
("2025-11-20 22:30", r"""
#n_oyster 상훈: 근데 올해 굴 넣어?
#n_oyster_r >n_oyster 정숙: 글쎄 할머니한테 여쭤봐야지 작년엔 생새우만 넣었어
#n_buy 준영: 솔직히 그냥 김치 사 먹으면 안 돼요? ㅋㅋ
정숙: 할머니 들으시면 너 호적에서 파신다
준영: 농담이에요 고모 ㅠㅠ
"""),
("2025-11-22 14:20", r"""
정숙: [사진]
정숙: 교회 김장 현장 할머니 총지휘 중
은정: 할머니 포스 ㄷㄷ
"""),
("2025-11-24 20:40", r"""
#sunset_q 은정: @코덱스 29일 정읍 해 지는 시간
#sunset_a 코덱스: 11월 29일 정읍 일몰 17:22.
#n_bot_time 코덱스: 마당 작업이면 08:30 시작, 16:00 종료 권장.
#n_bot_time_r >n_bot_time 상훈: 8시 반은 무리 ㅋㅋ
#n_bot_time_r2 은정: 할머니 아침잠 많으셔 ㅋㅋ 천천히 해요
#n_rain 다은: 근데 그날 비 오면 마당에서 못 하잖아요
#n_rain_r >n_rain 정숙: 그럼 창고 안에 비닐 깔고 하면 돼 몇 번 해봤어
#nt_clean 상훈: 다음에 내려가면 할머니 댁 창고 정리 한번 싹 해드려야겠다
"""),
("2025-11-26 19:20", r"""
#t_tong_done >t_tong 상훈: 김치통 6개 왔다 16리터짜리 트렁크에 실어둠
정숙: 그거면 한 집에 한 통씩 딱이네
#nt_banter 준영: 이번엔 제가 배추 90포기 혼자 다 버무립니다
은정: 작년에 다섯 포기 하고 허리 아프다고 누운 사람 누구더라
준영: 기억 안 나는데요
"""),
("2025-11-28 15:30", r"""
#bae_arr 정숙: 배추 왔다 9박스 상태 좋아
정숙: [사진]
은정: 무랑 쪽파 사서 전주에서 출발했어요
+3h 은정: 속 재료 다 썰어놨어 할머니가 무 채 써는 거 보시더니 자세가 틀렸대 ㅋㅋ
정숙: 할머니는 은정이한테만 엄하셔
"""),
("2025-11-29 07:50", r"""
준영: 버스 탔어요
+1h 준영: 도착
+1h 정숙: [사진]
정숙: 양념 완성 할머니가 간 보셨어 합격이래
+1h 상훈: 이제 서울 출발 1시에 대전역 들를게
+2h 다은: 결혼식 끝 서광장 나와 있어요
+12m 상훈: 태웠다 ㄱㄱ
+150m 다은: 도착!!
다은: [사진]
+1h 준영: 허리 끊어질 듯
상훈: 너 90포기 한다며
+2h 은정: [사진]
은정: 통 6개 다 찼다 할머니 거 두 통 더 담음
정숙: 고생들 했다 수육 먹자~
"""),
("2025-11-30 18:20", r"""
상훈: 서울 도착 다은이 내려주고 옴
다은: 오빠 운전 감사해요 ㅠ 김치 벌써 한 포기 먹음
#nt_boiler 은정: 아 그리고 할머니 댁 보일러 기름 어제 가기 전에 가득 넣어드렸어
#t_settle 은정: 김장 비용은 영수증 모아서 다음 주에 정산해서 올릴게요
#t_video_re >t_video 준영: 아 맞다 할머니 영상통화 버튼 또 까먹었다 ㅠ 다음 주에 다시 가서 해드릴게요
정숙: 할머니가 서준이 보고 싶다고 또 그러시더라
#n_next 상훈: 내년엔 김장 서울 우리 아파트 베란다에서 할까 ㅋㅋ
정숙: 할머니가 퍽이나 올라가시겠다
다은: 다들 푹 쉬어요 🥹
"""),
]

DECISIONS = [
    dict(id='d1', text='김장은 11월 15일(토)에 할머니 댁에서',
         stated=['d_kj1_p', 'd_kj1_a1', 'd_kj1_a2', 'd_kj1_a3', 'd_kj1_a4', 'd_kj1_ok'],
         agreed_by=['정숙', '은정', '상훈', '다은', '준영'], objected_by=[],
         status='superseded', superseded_by='d2', changed_at=['d_kj2_p', 'd_kj2_ok']),
    dict(id='d2', text='절임배추 출하가 20일부터라 김장을 11월 22일(토)로 (팔순은 16일 그대로)',
         stated=['d_kj2_p', 'd_kj2_a1', 'd_kj2_a2', 'd_kj2_a3', 'd_kj2_a4', 'd_kj2_ok'],
         agreed_by=['은정', '정숙', '다은', '준영', '상훈'], objected_by=[],
         status='superseded', superseded_by='d3', changed_at=['d_kj3_p', 'd_kj3_ok']),
    dict(id='d3', text='22일은 할머니 교회 김장 나눔이라 김장을 11월 29일(토)로; 다은은 결혼식 후 오후 합류',
         stated=['d_kj3_p', 'd_kj3_sh', 'd_kj3_r', 'd_kj3_dn', 'd_kj3_a1', 'd_kj3_ok'],
         agreed_by=['정숙', '상훈', '은정', '다은', '준영'], objected_by=['다은'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d4', text='팔순 점심: 11월 16일(일) 12시 읍내 한정식 솔향정 룸',
         stated=['d_rest1_p', 'd_rest1_a1', 'd_rest1_a2', 'd_rest1_ok', 't_rest1_done'],
         agreed_by=['은정', '상훈', '다은'], objected_by=[],
         status='superseded', superseded_by='d5', changed_at=['d_rest2_p', 'd_rest2_a1']),
    dict(id='d5', text='팔순 점심은 16일 12시 정읍역 근처 들꽃밥상 1층 안쪽 방 (할머니 무릎 때문에 계단 없는 곳)',
         stated=['d_rest2_p', 'd_rest2_a1', 'd_rest2_a2', 'd_rest2_a3'],
         agreed_by=['정숙', '은정', '상훈', '다은'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d6', text='손주 넷이 용돈 80만원+선물 20만원 = 100만원: 상훈 40(준영 몫 15 포함), 은정 25, 다은 25, 준영 10; 은정에게 입금',
         stated=['d_money_p', 'd_money_sh', 'd_money_jy', 'd_money_a1', 'd_money_ok'],
         agreed_by=['은정', '상훈', '준영', '다은'], objected_by=['준영'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d7', text='할머니 옛날 사진으로 포토북 만들기 (A4 가로, 한 면에 사진 한두 장, 큰 글씨)',
         stated=['d_album_p', 'd_album_r', 'd_album_sh', 'd_album_a1', 'd_album_a2'],
         agreed_by=['다은', '상훈', '정숙', '은정'], objected_by=['상훈'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d8', text='절임배추는 고창 해풍농원에서 20kg 9박스(약 90포기)',
         stated=['d_bae_p0', 'd_bae_p', 'd_bae_a1', 'd_bae_a2', 'd_bae_a3'],
         agreed_by=['은정', '정숙', '상훈', '다은'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d9', text='고춧가루는 옆집 최씨 할머니 태양초 8근 (근당 3만5천원)',
         stated=['d_gochu_p', 'd_gochu_ej', 'd_gochu_a1'],
         agreed_by=['정숙', '은정', '다은'], objected_by=['은정'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d10', text='이동: 상훈 차로 가면서 다은을 대전역(서광장)에서 태우고, 준영은 광주에서 버스로 정읍터미널 → 은정이 픽업',
         stated=['d_car_p', 'd_car_a1', 'd_car_p2', 'd_car_a2'],
         agreed_by=['상훈', '다은', '은정', '준영'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d11', text='팔순 식당에 현수막과 풍선 장식',
         stated=['d_banner_p', 'd_banner_a1', 'd_banner_a2', 'd_banner_ok'],
         agreed_by=['다은', '준영', '상훈', '은정'], objected_by=[],
         status='dropped', superseded_by=None,
         changed_at=['d_banner_drop_p', 'd_banner_drop_a1', 'd_banner_drop_a2']),
    dict(id='d12', text='김장 다음 날(일) 오전에 할머니 모시고 내장산 단풍 (케이블카)',
         stated=['d_dan_p', 'd_dan_a1', 'd_dan_a2', 'd_dan_ok'],
         agreed_by=['상훈', '정숙', '다은', '은정'], objected_by=[],
         status='dropped', superseded_by=None,
         changed_at=['d_dan_drop_p', 'd_dan_drop_a1', 'd_dan_drop_a2']),
]

NON_DECISIONS = [
    (['n_trip_p', 'n_trip_no'], 'proposal not taken up'),        # 제주도 효도여행 → 비행기 무서워하심
    (['n_gat_p', 'n_gat_no'], 'proposal not taken up'),          # 갓김치도 → 배추만으로도 벅참
    (['n_bot_title', 'n_bot_title_r'], 'bot suggestion ignored'),  # 잼민이: 2번 강추, '팔순 대작전'
    (['n_if', 'n_if_r'], 'hypothetical'),                        # 할머니가 눈치채시면?
    (['n_karaoke_p', 'n_karaoke_no'], 'proposal not taken up'),  # 식당에 노래방 기계
    (['n_oyster', 'n_oyster_r'], 'question'),                    # 올해 굴 넣어? → 여쭤봐야지
    (['n_buy'], 'joke'),                                         # 그냥 김치 사 먹자
    (['n_bot_time', 'n_bot_time_r', 'n_bot_time_r2'], 'bot suggestion ignored'),                  # 코덱스: 08:30 시작 권장 → 10시
    (['n_rain', 'n_rain_r'], 'hypothetical'),                    # 비 오면 창고에서
    (['n_next'], 'joke'),                                        # 내년엔 서울 베란다에서
]

TODOS = [
    dict(id='t1', owner='은정', task='고창 해풍농원에 절임배추 20kg 9박스 주문',
         taken=['t_bae', 't_bae_re'], due='2025-11-02', status='done', closed_by=['t_bae_done'], handed_to=None),
    dict(id='t2', owner='정숙', task='옆집 최씨 할머니께 태양초 고춧가루 8근 부탁해서 받아오기',
         taken=['t_gochu'], due='2025-11-09', status='done', closed_by=['t_gochu_done'], handed_to=None),
    dict(id='t3', owner='은정', task='솔향정에 16일 12시 룸 예약 전화',
         taken=['t_rest1'], due='2025-10-28', status='done', closed_by=['t_rest1_done'], handed_to=None),
    dict(id='t4', owner='은정', task='절임배추 배송일을 28일(금)로 옮기기 (농원에 전화)',
         taken=['t_bae2'], due='2025-11-19', status='done', closed_by=['t_bae2_done'], handed_to=None),
    dict(id='t5', owner='상훈', task='팔순 떡케이크 준비 (상훈이 서울에서 → 은정이 전주에서 주문·픽업)',
         taken=['t_cake', 't_cake_hand_ok'], due='2025-11-16', status='done',
         closed_by=['t_cake_done'], handed_to='은정'),
    dict(id='t6', owner='준영', task='할머니 댁 옛날 앨범 사진 몰래 스캔해서 다은에게 보내기',
         taken=['t_scan', 't_scan_re'], due='2025-11-01', status='done', closed_by=['t_scan_done'], handed_to=None),
    dict(id='t7', owner='다은', task='팔순 포토북 디자인하고 주문하기',
         taken=['t_album', 't_album_re'], due='2025-11-03', status='done', closed_by=['t_album_done'], handed_to=None),
    dict(id='t8', owner='코덱스', task='팔순 비용 분담(100만원) 검산, 용돈/선물로 나눠 보여주기',
         taken=['t_bot_calc'], due='', status='done', closed_by=['t_bot_calc_done'], handed_to=None),
    dict(id='t9', owner='잼민이', task='포토북 첫 장에 넣을 축하 문구 초안 쓰기',
         taken=['t_bot_msg'], due='', status='done', closed_by=['t_bot_msg_done'], handed_to=None),
    dict(id='t10', owner='정숙', task='팔순 당일 할머니를 모르게 12시에 식당으로 모셔 오기',
         taken=['t_grandma'], due='2025-11-16', status='done', closed_by=['t_grandma_done'], handed_to=None),
    dict(id='t11', owner='상훈', task='집집마다 쓸 큰 김치통 사서 차에 싣고 가기',
         taken=['t_tong'], due='2025-11-23', status='done', closed_by=['t_tong_done'], handed_to=None),
    dict(id='t12', owner='다은', task='팔순 현수막 시안 만들어 주문하기',
         taken=['t_banner'], due='2025-11-12', status='dropped',
         closed_by=['d_banner_drop_a1', 't_banner_drop'], handed_to=None),
    dict(id='t13', owner='상훈', task='내장산 케이블카 운행 시간과 주차 알아보기',
         taken=['t_dan'], due='2025-11-16', status='dropped',
         closed_by=['d_dan_drop_a1', 't_dan_drop'], handed_to=None),
    dict(id='t14', owner='은정', task='김장 비용 영수증 모아 정산해서 올리기',
         taken=['t_settle'], due='2025-12-07', status='open', closed_by=[], handed_to=None),
    dict(id='t15', owner='준영', task='할머니 폰 홈화면에 영상통화 버튼 만들어 드리기',
         taken=['t_video', 't_video_re'], due='', status='open', closed_by=[], handed_to=None),
]

NON_TODOS = [
    (['nt_photos'], 'instruction to others'),       # 할머니 사진 목요일까지 보내주세요
    (['nt_payback'], 'banter promise'),             # 취업하면 이자 쳐서 갚을게요
    (['nt_bot_ledger'], 'bot offer not taken up'),  # 코덱스: 입금 체크표
    (['nt_pay_due'], 'instruction to others'),      # 금요일까지 입금
    (['nt_cancel'], 'already done'),                # 솔향정은 내가 취소했어
    (['nt_bot_banner'], 'bot offer not taken up'),  # 잼민이: 현수막 문구 써줄게
    (['nt_gloves', 'nt_gloves_no'], 'offer declined'),  # 고무장갑 → 할머니 댁에 있음
    (['nt_jy_offer', 'nt_jy_no'], 'offer declined'),    # 광주 들러 태워갈까 → 버스 탈게요
    (['nt_wish'], 'vague wish'),                    # 언젠가 다 같이 여행
    (['nt_clean'], 'vague promise'),                # 다음에 창고 정리 해드려야지
    (['nt_banter'], 'banter promise'),              # 90포기 혼자 다 버무립니다
    (['nt_boiler'], 'already done'),                # 보일러 기름 넣어드렸어
]

QUESTIONS = [
    # ---- changed (8)
    ('할머니 댁 김장 최종 날짜가 언제야?',
     ['d_kj1_ok', 'd_kj2_ok', 'd_kj3_p', 'd_kj3_ok'],
     '11월 29일 토요일. 15일 → 22일(절임배추 출하가 20일부터) → 29일(22일은 할머니 교회 김장 나눔)', 'changed'),
    ('김장 하기로 맨 처음 잡았던 날은?',
     ['d_kj1_p', 'd_kj1_ok'], '11월 15일 토요일 (할머니가 15일쯤 하자고 하심)', 'changed'),
    ('22일 김장은 왜 못 하게 됐어?',
     ['church', 'd_kj3_p'],
     '그날이 할머니 교회 김장 나눔(150포기) 날이라 권사인 할머니가 빠질 수 없어서 29일로 밀림', 'changed'),
    ('15일에서 김장을 미룬 이유는?',
     ['farm_news', 'd_kj2_p'],
     '해풍농원 절임배추가 올해 배추가 늦게 차서 20일부터 출하라 14일 도착이 안 돼서 22일로 밀었음', 'changed'),
    ('할머니 생신 점심 먹은 식당이 어디였지?',
     ['d_rest2_p', 'd_rest2_a1', 'rest2_where'],
     '정읍역 근처 들꽃밥상 1층 안쪽 방 (16일 12시). 처음엔 솔향정이었음', 'changed'),
    ('팔순 밥집 원래는 어디로 예약했었어?',
     ['d_rest1_p', 'd_rest1_ok', 't_rest1_done'], '읍내 한정식집 솔향정 룸 (16일 12시, 15명)', 'changed'),
    ('솔향정에서 안 하게 된 이유가 뭐야?',
     ['knee', 'd_rest2_p', 'd_rest2_a1'],
     '할머니 무릎이 안 좋아져서 계단이 무리인데 솔향정 룸이 2층이라, 계단·문턱 없는 들꽃밥상 1층 방으로 함', 'changed'),
    ('김장 끝나고 내장산 가기로 한 건 어떻게 됐어?',
     ['d_dan_p', 'd_dan_drop_p', 'd_dan_drop_a1'],
     '취소. 29일이면 단풍이 다 졌고 할머니 무릎도 있어서 일요일엔 쉬시게 하기로 함(대체 일정 없음)', 'changed'),
    # ---- owner (5)
    ('팔순 케이크는 결국 누가 주문하고 찾아왔어?',
     ['t_cake', 't_cake_hand', 't_cake_hand_ok', 't_cake_done'],
     '은정 (상훈이 서울에서 가져가려다 부서질까 봐 은정에게 부탁, 은정이 전주 소반떡방에서 주문·픽업)', 'owner'),
    ('할머니 옛날 사진 스캔한 사람은?',
     ['t_scan', 't_scan_re', 't_scan_done'], '준영 (두 번 할머니 댁에 가서 58장)', 'owner'),
    ('비용 나눈 거 맞는지 확인해준 건 누구야?',
     ['t_bot_calc_q', 't_bot_calc_done'], '코덱스(봇)', 'owner'),
    ('고춧가루 받아오는 건 누가 했어?',
     ['t_gochu', 't_gochu_done'], '정숙 고모 (옆집 최씨 할머니께 8근)', 'owner'),
    ('당일에 할머니 식당까지 모시고 온 사람?',
     ['t_grandma', 't_grandma_done'], '정숙 고모 (교회 권사님들과 점심이라고 둘러댐)', 'owner'),
    # ---- status (6)
    ('현수막 주문했어?',
     ['t_banner', 'd_banner_drop_p', 't_banner_drop'],
     '안 함. 식당 벽에 붙이면 안 되고 할머니가 부끄러워하실 거라 현수막 자체를 빼서, 시안도 안 만들고 주문 안 함', 'status'),
    ('배추 배송 날짜 바꾸는 거 처리됐어?',
     ['t_bae2', 't_bae2_done'], '응, 은정이 해풍농원에 전화해서 28일 금요일 도착으로 바꿈(추가금 없음)', 'status'),
    ('할머니 폰 영상통화 버튼은 만들어 드렸어?',
     ['t_video', 't_video_re'], '아직. 준영이 김장 때도 까먹어서 다음 주에 다시 가서 해드린다고 함', 'status'),
    ('김장 비용 정산 올라왔어?',
     ['t_settle'], '아직. 은정이 영수증 모아서 다음 주에 올린다고 함', 'status'),
    ('케이블카 시간 알아봤어?',
     ['t_dan', 't_dan_drop'], '안 알아봄. 내장산이 취소돼서 필요 없어짐', 'status'),
    ('김치통은 샀어?',
     ['t_tong', 't_tong_done'], '응, 상훈이 16리터 6개 사서 트렁크에 실어 옴', 'status'),
    # ---- single (6)
    ('절임배추 몇 박스 시켰어?',
     ['d_bae_p', 't_bae_done'], '20kg짜리 9박스 (약 90포기), 고창 해풍농원', 'single'),
    ('최씨 할머니 고춧가루 한 근에 얼마였어?',
     ['d_gochu_obj'], '3만5천원 (8근이면 28만원)', 'single'),
    ('포토북 몇 쪽짜리야?',
     ['album_final'], '28페이지 (A4 가로)', 'single'),
    ('준영이는 팔순 비용 얼마 냈어?',
     ['d_money_sh', 'd_money_jy', 'd_money_ok'], '10만원', 'single'),
    ('고춧가루 얘기할 때 마트 걸 쓰자고 한 사람은?',
     ['d_gochu_obj', 'd_gochu_ej'], '은정 (비싸다고 했다가 할머니 입맛 때문에 최씨 할머니 걸로 따름)', 'single'),
    ('포토북 첫 장 문구는 어디서 나온 거야?',
     ['t_bot_msg_done', 'album_text'], '잼민이가 써준 세 개 중 1번을 다은이 살짝 고쳐서 넣음', 'single'),
    # ---- temporal (4)
    ('포토북은 언제 도착했어?',
     ['t_album_done', 'album_arr'], '11월 13일 목요일', 'temporal'),
    ('팔순 돈 보내는 기한이 언제였어?',
     ['nt_pay_due'], '11월 7일 금요일까지', 'temporal'),
    ('배추는 할머니 댁에 언제 왔어?',
     ['t_bae2_done', 'bae_arr'], '11월 28일 금요일', 'temporal'),
    ('케이크 찾는 시간은 몇 시였어?',
     ['t_cake_done'], '16일 일요일 아침 9시', 'temporal'),
    # ---- multi (4)
    ('상훈이는 팔순에 총 얼마 냈고 왜 그만큼 냈어?',
     ['d_money_p', 'd_money_obj', 'd_money_sh', 'd_money_ok'],
     '40만원. 1인 25만원인데 준영이 조교비 전이라 힘들다고 해서 준영 몫 15만원을 더 냄', 'multi'),
    ('김장 날 다은이는 어떻게 왔고 언제부터 합류했어?',
     ['d_kj3_obj', 'd_kj3_sh', 'd_kj3_r'],
     '대전에서 친구 결혼식을 보고 1시에 상훈 차로 대전역에서 타고 와서 오후(버무리기)부터 합류', 'multi'),
    ('팔순 날 할머니 반응 어땠어?',
     ['day_cry', 'day_read', 'day_candle', 'after_sleep'],
     '포토북 보며 우셨고 한 장씩 다 읽으심, 케이크 초도 한 번에 끄심; 그날 밤 포토북 보다 주무심',
     'multi'),
    ('준영이 처음에 스캔 다 못 한 이유랑 나머지는 언제 했어?',
     ['t_scan_re', 't_scan_done'],
     '할머니가 마을회관에서 일찍 오셔서 반만 함; 나머지는 다음 주 화요일(11/4)에 다시 가서 마침', 'multi'),
]


if __name__ == '__main__':
    msgs, markers = build(SESSIONS, PEOPLE, tz_hours=9, seed=20251027)
    write_all(HERE, msgs, markers, DECISIONS, NON_DECISIONS, TODOS, NON_TODOS, QUESTIONS)
