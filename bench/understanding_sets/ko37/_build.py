#!/usr/bin/env python3
"""Korean village chat (충남 청양 은골마을 이장 + 청년회 + 부녀회장):
제3회 은골 가을걷이 잔치 준비, 2026-09-14 .. 2026-10-19, +09:00.

Run `python3 _build.py` (from anywhere) to regenerate chat.jsonl and the label
files in this folder. Line format: see ../_chatgen.py.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from _chatgen import build, write_all  # noqa: E402

PEOPLE = {
    '상철': (6120483759, False),   # 이장, 61; 충청도 말씨, 마을방송
    '영호': (5840392716, False),   # 청년회장, 46; 벼농사, 콤바인, 1톤 트럭
    '수진': (7028461935, False),   # 청년회 총무, 39; 귀촌, 마을 입구 카페 '느티'; 지원금, 쿠폰
    '태윤': (5593017284, False),   # 청년회 막내, 29; 방울토마토 스마트팜, 포스터·SNS, 농담
    '미란': (6683920175, False),   # 부녀회장, 53; 음식, 경로당 소식
    '클로디': (7491028365, True),  # bot: polite
    '잼민이': (7862039174, True),  # bot: casual, emoji
}

SESSIONS = [
("2026-09-14 20:10", r"""
상철: 다들 저녁은 자셨는가
상철: 청년회 단톡방에 부녀회장님도 모셨어. 올해 잔치는 같이 혀야지
미란: 안녕하세요~ 불러줘서 고마워요
영호: 어서 오세요 누님
수진: 환영합니다 회장님 ㅎㅎ
태윤: 오 미란이모 오셨다 🙌
상철: 그라고 요새 다들 쓴다는 로봇도 둘 들였어. 태윤이가 넣어줬어
태윤: 클로디랑 잼민이요 @클로디 @잼민이 인사 좀 해주세요
클로디: 안녕하세요, 은골마을 여러분. 잔치 준비하시면서 필요한 일 있으면 편하게 불러 주세요.
잼민이: ㅎㅇㅎㅇ 잼민이 등장 🌾 잔치 준비 같이 달려봐요!!
상철: 허허 말은 잘하네
#fest_topic 상철: 본론은 올해 가을걷이 잔치여. 작년엔 비 와서 엎었으니께 올해는 꼭 혀야지
영호: 날짜부터 박죠
#d_date1_p 상철: 나는 10월 10일 토요일 생각혀. 오전 11시 시작으로. 벼 다 베고 나서 딱 좋을 때여
#d_date1_a1 영호: 10일 좋아요 그 전 주면 콤바인 다 돌았을 거고
#d_date1_a2 미란: 부녀회도 그날 괜찮아요
#d_date1_a3 수진: 저도 돼요!
#d_date1_a4 태윤: 👍👍
#d_date1_ok 상철: 그럼 10월 10일 토요일로 혀
#d_place_p 영호: 장소는 작년 계획대로 마을회관 앞마당이랑 옆 공터 쓰면 되죠?
#d_place_a1 상철: 그려 거기만 한 데가 없지
#d_place_a2 미란: 회관에 부엌 있어서 음식하기도 편해요
#n_school 태윤: 은골분교 운동장은요? 거기가 훨씬 넓은데
#n_school_no >n_school 상철: 거기는 교육청 땅이라 빌리려면 서류만 한 달이여. 회관으로 혀
태윤: 넵 ㅎㅎ
#t_grant 수진: 군청 마을공동체 지원금 25일 마감이던데 그거 제가 이번 주 안에 서류 넣을게요
상철: 아이고 총무가 최고여
#grant_info 수진: 최대 200만원까지 나와요. 작년에 윗골은 150 받았대요
영호: 200 다 받으면 좋겠다
"""),
("2026-09-15 07:40", r"""
영호: 아침부터 또 비 오네
영호: [사진]
영호: 논에 물 찬 거 보소
미란: 에구 벼 쓰러진 건 아니지?
영호: 몇 군데 누웠어요 ㅠ
태윤: 하우스는 괜찮아요 토마토 멀쩡
#nt_wish_farm 영호: 언젠가는 우리 동네도 체험농장 제대로 해서 도시 애들 버스로 오게 하고 싶다
수진: 그럼 저희 카페도 대박나겠네요 ㅋㅋ
"""),
("2026-09-16 21:05", r"""
#d_pig_p 영호: 먹거리 얘긴데 올해는 돼지 한 마리 통으로 바비큐 어때요? 드럼통 화덕은 내가 만들 수 있음
#d_pig_a1 태윤: 오 통돼지 ㅋㅋㅋ 사진 맛집 되겠다
#d_pig_a2 상철: 좋지 잔치는 고기여
미란: 굽는 건 누가 해 하루 종일
#d_pig_a3 >d_pig_p 미란: 영호가 한다면야 난 찬성
#d_pig_ok 영호: 제가 굽죠 ㅋㅋ 통돼지로 갑니다
#t_pig 미란: 돼지는 청양읍 정육점 사장님 내가 잘 알아. 다음 주에 전화해서 주문 넣을게
#d_market_p 수진: 그리고 직거래 장터요. 부스 8개 정도 깔고, 부스비는 안 받는 대신 판매액 5%는 청년회 기금으로 받으면 어떨까요
#d_market_obj 미란: 할머니들 고추 몇 근 파시는 데서 5% 떼는 건 좀 그렇다…
미란: 어르신들은 그냥 팔게 해드려
#d_market_r >d_market_obj 수진: 그럼 우리 마을 어르신 부스는 면제하고 외부 판매자만 5% 받는 걸로요?
#d_market_a1 미란: 그럼 괜찮아
#d_market_a2 상철: 그려 그게 맞다
#d_market_a3 영호: ㅇㅋ
#nt_booth_due 상철: 부스 할 사람들은 다음 주 금요일까지 수진이한테 이름 적어놔
태윤: 저도 방울토마토 부스 할래요
수진: 태윤이 1번 ㅋㅋ
"""),
("2026-09-17 13:20", r"""
#t_grant_done 수진: 지원금 신청서 면사무소 통해서 방금 냈어요! 사업계획서에 잔치랑 장터 다 넣었어요
상철: 수고혔어
#nt_band 태윤: 마을 밴드에 잔치 날짜 공지 제가 올릴게요
#nt_band_r >nt_band 수진: 아 그거 어젯밤에 내가 올렸어 ㅎㅎ
태윤: 헐 총무님 빠르시다
#d_coupon_p 태윤: 먹거리는 쿠폰제로 하면 어때요? 5천원짜리 쿠폰 사서 국밥이든 전이든 바꿔 먹는 식으로
#d_coupon_obj 상철: 동네 잔치에서 어르신들한테 돈 받는 건 아니여. 잔치는 공짜로 멕이는 거여
#d_coupon_r 수진: 외부 손님들은 사 드시고, 우리 마을 주민이랑 65세 이상은 쿠폰 두 장씩 그냥 드리면 어때요
#d_coupon_a0 상철: 음… 그럼 그렇게 혀. 주민은 공짜 맞지?
#d_coupon_a1 >d_coupon_a0 수진: 네 주민은 무료!
#d_coupon_a2 미란: 좋네요 👍
#d_coupon_a3 영호: 그게 깔끔하다
#t_coupon 수진: 쿠폰은 제가 읍내 인쇄소에서 찍어올게요 잔치 일주일 전까지
#t_bot_calc_q 태윤: @잼민이 쿠폰 몇 장 찍어야 돼? 주민 130명쯤이고 외부 손님 200명 온다 치고
#t_bot_calc 잼민이: 오케이 계산 들어간다 🧮 잠깐만!
#t_bot_calc_done 잼민이: 주민 130명 × 2장 = 260장\n외부 200명 × 평균 1.5장 = 300장\n합치면 560장, 여유분 넣어서 600장 추천! 🎟️\n외부 판매분 300장이면 150만원어치야
수진: 오 600장
#coupon_600 수진: 600장으로 찍을게요
"""),
("2026-09-19 10:30", r"""
#d_singer_p 상철: 노래자랑에 초대가수 하나 부르자. 군 문화원에 트로트 하는 가수들 있어
#d_singer_a1 태윤: 오 무대 살겠다
#d_singer_a2 미란: 어르신들 엄청 좋아하시겠네
#d_singer_a3 영호: 출연료만 맞으면 ㄱㄱ
#t_singer 상철: 내가 문화원 사무국장한테 월요일에 전화혀 볼게
#nd_joke_mayor 영호: 이장님 노래자랑 나가셔서 1등 하시면 다음 이장 선거 무투표 당선이에요 ㅋㅋ
상철: 이놈이 ㅋㅋㅋ
#nt_tractor 태윤: 저 노래자랑 1등 하면 영호형 트랙터 새로 뽑아드림 ㅋㅋㅋ
영호: 녹음했다
수진: 캡처 완
#d_banner_p 수진: 현수막은 마을 입구랑 면 사거리 두 군데 걸면 될 것 같아요
#d_banner_a1 상철: 사거리는 꼭 걸어야 혀 차들이 다 거기로 지나가
#d_banner_a2 영호: ㅇㅇ 두 개로
#t_banner 영호: 현수막은 청양읍 광고사에 아는 사람 있어서 내가 맡을게 다음 주 중으로 주문함
#t_poster 태윤: 포스터는 제가 만들게요! 나오면 밴드랑 군청 블로그에 보낼게요
상철: 태윤이가 그런 건 잘혀
"""),
("2026-09-20 09:30", r"""
미란: 다들 주말 잘 보내요?
미란: [사진]
미란: 밤 주우러 뒷산 갔다가 한 포대 했어 ㅎㅎ
태윤: 와 이모 밤 부자
영호: 멧돼지 조심하세요 요새 내려온대요
미란: 그래서 둘이 갔지 ㅋㅋ
수진: 밤 라떼 신메뉴 각이다
"""),
("2026-09-21 19:40", r"""
상철: 문화원 전화혔는디
#singer_fee 상철: 한 명 부르는 데 80만원이랴. 음향은 따로고
태윤: 헉 80
수진: 지원금 200에서 80은 좀…
상철: 지원금 얼마 나오는지 보고 정하자
#t_bot_plan_q 태윤: @클로디 잔치 당일 진행 순서표 초안 좀 짜줄 수 있어요? 11시 시작, 풍물, 이장님 인사, 점심, 장터, 노래자랑 순으로요
#t_bot_plan 클로디: 네, 바로 정리해 드릴게요.
#t_bot_plan_done 클로디: 초안입니다.\n10:30 풍물패 길놀이 (마을 입구 → 회관)\n11:00 개회, 이장님 인사\n11:20 점심 (국밥·전·고기)\n12:30 직거래 장터 개장\n14:00 노래자랑\n16:00 경품 추첨, 마무리\n편하게 고쳐 쓰세요.
#n_bot_qr 클로디: 덧붙이자면, 외부 손님 수를 미리 알 수 있게 QR 사전등록을 받아 보시는 것도 방법입니다.
상철: 풍물패 좋네
태윤: 감사요 클로디 👍
"""),
("2026-09-23 15:10", r"""
#grant_result 수진: 지원금 결과 나왔어요!! 170만원 확정이에요
영호: 오 170
미란: 다행이다
#budget 수진: 청년회 회비에서 50 보태면 예산 220이에요
#d_singer_drop_p 수진: 근데 이 예산이면 가수 80은 진짜 무리예요. 음향까지 하면 100 넘어요
#d_singer_drop_a1 상철: 그려 가수는 접자. 문화원엔 내가 다시 말해둘게
#d_singer_drop_a2 영호: 아쉽지만 ㅇㅇ
미란: 노래자랑은 동네 사람들끼리 해도 재밌어
#n_fire 태윤: 그럼 남는 돈으로 마지막에 불꽃놀이 어때요 🎆
#n_fire_no >n_fire 상철: 가을에 산 밑에서 불꽃? 산불 나 이놈아
태윤: ㅋㅋㅋ 넵 없던 걸로
#d_live_p 태윤: 그럼 이건 어때요. 장터 하는 동안 제가 스마트스토어 라이브 켜서 어르신들 고추랑 들깨 온라인으로도 팔아드리기
#d_live_a1 수진: 오 좋다 요즘 다 라이브로 팔던데
#d_live_a2 미란: 할머니들 완전 좋아하시겠다
#d_live_a3 상철: 뭔 말인지 잘 모르겄는디 팔아준다니 좋은 거지. 혀 봐
#t_live 태윤: 라이브 세팅이랑 상품 등록은 제가 추석 지나고 할게요
#t_singer_drop 상철: 문화원엔 방금 전화혀서 이번엔 못 모신다고 혔어
미란: 추석 잘들 보내요~
영호: 다들 성묘 조심하고
"""),
("2026-09-25 18:30", r"""
태윤: [사진]
태윤: 송편 제가 빚음 ㅋㅋ
수진: 모양이 만두인데요
태윤: 만두송편 신메뉴임
미란: 귀엽네 ㅋㅋ
상철: 다들 명절 잘 쇠어
"""),
("2026-09-28 08:15", r"""
#rain 영호: 큰일 났어요 어제까지 온 비 때문에 논이 질어서 콤바인이 못 들어가요
#rain2 영호: 벼 베기 일주일은 밀릴 듯. 10일이 한창 벨 때예요
#d_date2_p 영호: 잔치 한 주 미뤄서 17일 토요일로 하면 안 될까요
#d_date2_obj 수진: 아 17일은 저희 카페에 돌잔치 대관이 잡혀 있어서요 ㅠㅠ
상철: 벼 베는 날 잔치하면 청년들 다 논에 있는디 그건 안 되지
수진: 하… 대관 손님한테 한번 여쭤볼게요
+2h #d_date2_sj 수진: 돌잔치 쪽에서 다음 주 토요일로 옮겨도 된대요! 17일 괜찮아요
#d_date2_a1 상철: 잘됐네. 그럼 17일 토요일 11시로 혀
#d_date2_a2 미란: 부녀회도 17일로 알고 있을게요
#d_date2_a3 태윤: 넵 17일!
"""),
("2026-09-28 19:50", r"""
#nt_radio_done 상철: 방금 마을방송 두 번 혔어. 17일이라고
수진: 이장님 방송 목소리 쩌렁쩌렁 ㅋㅋ 카페까지 들려요
태윤: 저희 하우스까지 들림 ㅋㅋ 토마토들도 17일인 거 앎
"""),
("2026-09-30 21:00", r"""
#t_banner_hand 영호: 현수막 말인데 콤바인 때문에 읍내 나갈 시간이 진짜 없어요 ㅠ 수진씨가 대신 좀 해줄 수 있어요? 광고사 번호는 개인톡으로 줄게
#t_banner_hand_ok >t_banner_hand 수진: 네 제가 할게요 문구만 정해주세요
#banner_text 상철: "제3회 은골 가을걷이 잔치 10월 17일(토) 오전 11시 마을회관" 이렇게 혀
#t_banner_re 수진: 내일 오전에 주문 넣을게요
#d_pig2_p 미란: 고기는 가마솥 두 개 걸어서 수육으로 삶을게요. 그 국물로 국밥까지 끓이고
#t_pig_done 미란: 청양 정육점에 앞다리 25kg 말해놨어. 잔치 전날 아침에 찾으러 가면 돼
#d_pig2_a1 영호: 오 수육 좋죠 어차피 전 그 주에 벼 벤다고 불 앞에 있을 시간도 없어요 ㅋㅋ
#d_pig2_a2 상철: 수육에 막걸리면 됐지 뭘
#d_pig2_a3 태윤: 국밥 두 그릇 찜이요
#t_pot 미란: 가마솥은 경로당 거 하나, 윗골 이장님 댁 거 하나 빌리면 돼. 그건 내가 이번 주말에 얘기해볼게
"""),
("2026-10-01 11:20", r"""
#live_problem 태윤: 라이브 알아보다가 문제 생김
#live_problem2 태윤: 스마트스토어에서 남의 농산물 팔려면 통신판매업 신고에 사업자도 있어야 되고 어르신들 한 분 한 분이랑 위탁계약서도 써야 된대요
태윤: 2주 안에는 절대 안 됨 ㅠ
#d_live_drop_p 수진: 그럼 이번엔 라이브는 하지 말자 괜히 일 커진다
#d_live_drop_a1 미란: 그래 어르신들은 장터에서 파시면 돼
#d_live_drop_a2 태윤: 넵… 상품 등록하던 것도 접을게요
#t_tent 영호: 천막은 면사무소에서 10동 빌려준대요 테이블 20개랑. 전날 1톤 끌고 가서 내가 싣고 올게
#nd_q_ride 태윤: 경운기 태워주기 체험 같은 것도 해요?
영호: 경운기 사람 태우면 보험 되나 모르겠네
상철: 글쎄다…
"""),
("2026-10-03 16:00", r"""
#t_pot_done 미란: 가마솥 두 개 다 얘기됐어요. 윗골 이장님이 잔치 전날 트럭으로 갖다주신대
상철: 윗골 이장이 웬일로 ㅋㅋ
#nt_gunsu 상철: 군수님 언제 뵈면 회관 지붕 새는 얘기도 한번 꺼내 봐야지
수진: 지붕 진짜 급해요 작년에 양동이 받쳤잖아요
#t_coupon_done 수진: 쿠폰 600장 찾아왔어요
수진: [사진]
영호: 오 색깔 이쁘네
"""),
("2026-10-05 20:30", r"""
#t_poster_done 태윤: 포스터 밴드에 올렸고 군청 블로그 담당자분한테도 보냈어요. 내일 게시해주신대요
태윤: [사진]
미란: 이쁘다 태윤이 솜씨 좋네
#n_bracelet 수진: 외부 손님 들어올 때 종이 팔찌 채우면 몇 명 왔는지 셀 수 있는데 어때요
영호: 벼 베기 오늘 반 끝냈어요
상철: 욕봤다
#nd_hyp_rain 미란: 혹시 그날 비 오면 음식은 회관 안에서 하고 장터는 태윤이 하우스로 옮기면 되겠다
태윤: 하우스 토마토 좀 치우면 들어가긴 해요 ㅋㅋ
#d_surplus_p 상철: 잔치 끝나고 돈 남으면 경로당 겨울 난방유 사드리자
#d_surplus_obj 태윤: 아 청년회 연말 단합대회 비용으로 조금 남기면 안 될까요 ㅎㅎ
#d_surplus_r >d_surplus_obj 상철: 회비로 하는 건 니들 맘이지만 지원금 남은 건 어르신들 거여
#d_surplus_tm 태윤: 넵 ㅎㅎ 맞는 말씀
#d_surplus_a1 미란: 경로당 기름값 작년에도 모자랐어요 좋아요
#d_surplus_a2 수진: 넵 정산하고 남는 건 난방유로
#t_amp 태윤: 노래자랑 앰프랑 마이크는 제가 교회 전도사님한테 빌려볼게요 잔치 전날까지
#nd_q_prize 수진: 노래자랑 상품은 뭐로 해요? 쌀?
상철: 그건 그날 모인 거 봐서
"""),
("2026-10-07 12:10", r"""
#trip 미란: 이장님 혹시 노인회 단풍 관광 날짜 들으셨어요?
#trip2 미란: 경로당 회장님이 17일 토요일에 내장산 가는 버스 예약했대요. 어르신들 마흔 분 다 가신대
상철: 아니 그걸 왜 이제 말혀
영호: 어르신들 없으면 잔치가 무슨 의미예요
#d_date3_p 수진: 하루 밀어서 18일 일요일로 하면요? 관광 다음 날이라 피곤하시려나
#d_date3_r 미란: 일요일은 다들 집에 계셔서 오히려 좋아요. 11시 말고 12시에 하면 교회 다녀오신 분들도 오시고
#d_date3_a1 상철: 그려 18일 일요일 낮 12시. 이걸로 딱 정혀
#d_date3_a2 영호: ㅇㅋ 18일
#d_date3_a3 태윤: 18일 12시 접수
#banner_fix 수진: 현수막 다행히 내일 나오는 거라 광고사에 18일 일요일 12시로 고쳐달라고 했어요
#nt_poster_fix 태윤: 포스터는 제가 방금 날짜 고쳐서 밴드에 다시 올렸어요
#t_radio 상철: 내일 아침에 방송으로 18일이라고 다시 알릴게
"""),
("2026-10-08 07:05", r"""
#t_radio_done 상철: 아침 방송 혔어. 18일 일요일 열두 시
미란: 경로당에서도 들었대요 ㅎㅎ
"""),
("2026-10-10 17:40", r"""
#t_banner_done 수진: 현수막 두 개 다 걸었어요 입구랑 사거리
수진: [사진]
영호: 고마워요 수진씨 진짜
#booth_list 수진: 장터 신청 마감했어요. 마을 어르신 다섯 팀, 외부 세 팀(윗골 사과, 읍내 수제청, 표고버섯 농장)이라 딱 8부스
#nt_coffee 수진: 그날 저희 카페 커피머신 들고 가서 아메리카노 내릴까요?
#nt_coffee_no >nt_coffee 미란: 아이고 괜찮아 어르신들은 믹스커피가 최고여. 수진씨도 그날은 좀 쉬어
수진: ㅋㅋ 넵
#w_q 태윤: @클로디 18일 청양 날씨 어때요?
#w_a 클로디: 지금 예보로는 18일 일요일 청양은 맑고 낮 최고 19도, 아침 최저 6도입니다. 아침에 쌀쌀하니 천막 치실 때 따뜻하게 입으세요.
#nt_bot_weather 클로디: 원하시면 잔치 전날까지 매일 아침 예보를 정리해 드릴까요?
영호: 맑음 굿
"""),
("2026-10-11 14:20", r"""
영호: 벼 베기 드디어 끝!!!
영호: [사진]
상철: 욕봤다 올해 작황은 어뗘
영호: 비 때문에 작년보다 쪼끔 덜하긴 한데 그래도 괜찮아요
미란: 햅쌀 나오면 잔치 국밥에 햅쌀밥 해야겠다
태윤: 햅쌀밥에 수육 ㅠㅠ 벌써 배고파요
수진: 저 오늘 카페 손님 하나도 없어서 쿠폰 잘라놨어요 ㅋㅋ
"""),
("2026-10-13 21:00", r"""
태윤: @잼민이 수육 25kg이면 몇 명 먹어?
잼민이: 익히면 무게가 좀 줄어서 18kg쯤! 한 접시 150g 잡으면 120명 정도 👍 부족하면 국밥으로 커버 가능
#n_bot_photozone 잼민이: 그리고 입구에 허수아비 포토존 만들면 인스타 각 📸 강추!!
미란: 120이면 모자라겠네 국밥을 넉넉히 해야겠다
#nt_receipts 수진: 장 보시는 분들 영수증 꼭 사진 찍어서 저한테 보내주세요 정산해야 돼요
미란: 네네
"""),
("2026-10-16 18:00", r"""
#t_tent_done 영호: 천막 10동 테이블 20개 싣고 왔어요 회관 창고에 넣어둠
#nt_shop 미란: 나는 하나로마트 가서 장 다 봐왔어. 대파만 40단이여 ㅋㅋ
수진: 영수증 받았어요 👍
상철: 다들 욕본다
"""),
("2026-10-17 09:10", r"""
#t_amp_done 태윤: 교회 앰프랑 무선마이크 두 개 실어왔어요 테스트 완료 🎤
영호: [사진]
영호: 천막 다 쳤다
미란: 가마솥도 걸었어요 내일 새벽 5시부터 불 땐다
#nd_joke_name 태윤: 내년엔 이름 바꿔서 은골 페스티벌 월드투어 2027로 가시죠 ㅋㅋ
#nd_joke_name_r >nd_joke_name 상철: 이름 바꾸기만 혀 봐
수진: ㅋㅋㅋㅋ
"""),
("2026-10-18 06:20", r"""
미란: 국물 잘 우러나고 있다
미란: [사진]
+3h 수진: 쿠폰 테이블 세팅 끝
태윤: 풍물패 입구 도착했어요
+1h 상철: 사람 엄청 왔네
태윤: 주차장 꽉 찼어요 외부 차만 40대 넘음
+2h 영호: 국밥 벌써 바닥 보여요 ㅋㅋ
미란: 두 솥째 끓이는 중!
+2h 태윤: [사진]
태윤: 노래자랑 1등 윗골 할머니 ㅋㅋㅋ
"""),
("2026-10-18 20:30", r"""
#settle1 수진: 오늘 외부 쿠폰 판매 132만원, 장터 외부 판매자 5%는 7만 4천원 들어왔어요
상철: 다들 욕봤다 진짜 잘 치렀어
#t_report 수진: 지원금 정산보고서는 다음 주 금요일까지 군청에 낼게요
#t_photo 영호: 사진 다들 보내줘요 모아서 밴드에 올릴게
"""),
("2026-10-19 19:30", r"""
#settle2 수진: 정산 대충 끝났어요. 지원금 170에 회비 50, 쿠폰 판매 132, 장터 7.4 해서 들어온 돈 359만 4천원, 쓴 돈 321만 4천원. 남은 돈 38만원이요
#d_surplus_fin 상철: 남은 38만원은 얘기한 대로 경로당 난방유 넣자
미란: 어르신들 좋아하시겠다
#nt_tent_ret 영호: 천막이랑 테이블 아까 면사무소에 반납 완료
#t_photo_re 영호: 사진은 이번 주 안에 꼭 올릴게 아직 다 못 받음
태윤: 다들 수고하셨어요!!
"""),
]

DECISIONS = [
    dict(id='d1', text='잔치 날짜: 10월 10일 토요일 오전 11시', status='superseded', superseded_by='d2',
         stated=['d_date1_p', 'd_date1_a1', 'd_date1_a2', 'd_date1_a3', 'd_date1_a4', 'd_date1_ok'],
         agreed_by=['상철', '영호', '미란', '수진', '태윤'], objected_by=[],
         changed_at=['d_date2_p', 'd_date2_sj', 'd_date2_a1']),
    dict(id='d2', text='잔치 날짜를 10월 17일 토요일 11시로 (벼 베기가 비로 밀려서)', status='superseded', superseded_by='d3',
         stated=['d_date2_p', 'd_date2_sj', 'd_date2_a1', 'd_date2_a2', 'd_date2_a3', 'banner_text'],
         agreed_by=['영호', '수진', '상철', '미란', '태윤'], objected_by=['수진'],
         changed_at=['d_date3_p', 'd_date3_r', 'd_date3_a1']),
    dict(id='d3', text='잔치 날짜를 10월 18일 일요일 낮 12시로 (17일 노인회 단풍 관광)', status='current',
         stated=['d_date3_p', 'd_date3_r', 'd_date3_a1', 'd_date3_a2', 'd_date3_a3', 'banner_fix', 't_radio_done'],
         agreed_by=['수진', '미란', '상철', '영호', '태윤'], objected_by=[]),
    dict(id='d4', text='장소: 마을회관 앞마당과 옆 공터', status='current',
         stated=['d_place_p', 'd_place_a1', 'd_place_a2'],
         agreed_by=['영호', '상철', '미란'], objected_by=[]),
    dict(id='d5', text='먹거리로 돼지 한 마리 통바비큐 (영호가 드럼통 화덕에 굽기)', status='superseded', superseded_by='d6',
         stated=['d_pig_p', 'd_pig_a1', 'd_pig_a2', 'd_pig_a3', 'd_pig_ok'],
         agreed_by=['영호', '태윤', '상철', '미란'], objected_by=[],
         changed_at=['d_pig2_p', 'd_pig2_a1']),
    dict(id='d6', text='고기는 가마솥 두 개에 수육으로 삶고 그 국물로 국밥 (앞다리 25kg)', status='current',
         stated=['d_pig2_p', 't_pig_done', 'd_pig2_a1', 'd_pig2_a2', 'd_pig2_a3'],
         agreed_by=['미란', '영호', '상철', '태윤'], objected_by=[]),
    dict(id='d7', text='노래자랑에 군 문화원 트로트 초대가수 부르기', status='dropped',
         stated=['d_singer_p', 'd_singer_a1', 'd_singer_a2', 'd_singer_a3'],
         agreed_by=['상철', '태윤', '미란', '영호'], objected_by=[],
         changed_at=['d_singer_drop_p', 'd_singer_drop_a1', 'd_singer_drop_a2']),
    dict(id='d8', text='장터 중에 태윤이 스마트스토어 라이브로 어르신들 고추·들깨 온라인 판매', status='dropped',
         stated=['d_live_p', 'd_live_a1', 'd_live_a2', 'd_live_a3'],
         agreed_by=['태윤', '수진', '미란', '상철'], objected_by=[],
         changed_at=['d_live_drop_p', 'd_live_drop_a1', 'd_live_drop_a2']),
    dict(id='d9', text='먹거리 쿠폰 5천원: 외부 손님은 구매, 마을 주민·65세 이상은 두 장씩 무료', status='current',
         stated=['d_coupon_p', 'd_coupon_r', 'd_coupon_a0', 'd_coupon_a1', 'd_coupon_a2', 'd_coupon_a3'],
         agreed_by=['태윤', '수진', '상철', '미란', '영호'], objected_by=['상철']),
    dict(id='d10', text='직거래 장터 부스 8개, 부스비 없음; 외부 판매자만 판매액 5%를 청년회 기금으로 (마을 어르신 면제)', status='current',
         stated=['d_market_p', 'd_market_r', 'd_market_a1', 'd_market_a2', 'd_market_a3'],
         agreed_by=['수진', '미란', '상철', '영호'], objected_by=['미란']),
    dict(id='d11', text='잔치 후 남는 돈은 경로당 겨울 난방유 구입에', status='current',
         stated=['d_surplus_p', 'd_surplus_r', 'd_surplus_tm', 'd_surplus_a1', 'd_surplus_a2', 'd_surplus_fin'],
         agreed_by=['상철', '태윤', '미란', '수진'], objected_by=['태윤']),
    dict(id='d12', text='현수막 두 개: 마을 입구와 면 사거리', status='current',
         stated=['d_banner_p', 'd_banner_a1', 'd_banner_a2'],
         agreed_by=['수진', '상철', '영호'], objected_by=[]),
]

NON_DECISIONS = [
    (['n_school', 'n_school_no'], 'proposal not taken up'),   # 분교 운동장
    (['n_fire', 'n_fire_no'], 'proposal not taken up'),       # 불꽃놀이
    (['n_bracelet'], 'proposal not taken up'),                # 종이 팔찌, 아무도 안 받음
    (['nd_joke_mayor'], 'joke'),                              # 1등 하면 이장 무투표
    (['nd_joke_name', 'nd_joke_name_r'], 'joke'),             # 은골 페스티벌 월드투어
    (['nd_hyp_rain'], 'hypothetical'),                        # 비 오면 하우스로
    (['nd_q_ride'], 'question'),                              # 경운기 체험?
    (['nd_q_prize'], 'question'),                             # 노래자랑 상품?
    (['n_bot_qr'], 'bot suggestion ignored'),                 # 클로디: QR 사전등록
    (['n_bot_photozone'], 'bot suggestion ignored'),          # 잼민이: 허수아비 포토존
]

TODOS = [
    dict(id='t1', owner='수진', task='군청 마을공동체 지원금 신청서 제출',
         taken=['t_grant'], due='2026-09-20', status='done', closed_by=['t_grant_done'], handed_to=None),
    dict(id='t2', owner='영호', task='면사무소에서 천막 10동·테이블 20개 빌려 싣고 오기',
         taken=['t_tent'], due='2026-10-16', status='done', closed_by=['t_tent_done'], handed_to=None),
    dict(id='t3', owner='태윤', task='잔치 포스터 만들어 밴드와 군청 블로그에 보내기',
         taken=['t_poster'], due='', status='done', closed_by=['t_poster_done'], handed_to=None),
    dict(id='t4', owner='상철', task='군 문화원에 초대가수 섭외 전화',
         taken=['t_singer'], due='2026-09-21', status='dropped',
         closed_by=['d_singer_drop_a1', 't_singer_drop'], handed_to=None),
    dict(id='t5', owner='태윤', task='스마트스토어 라이브 세팅과 상품 등록',
         taken=['t_live'], due='', status='dropped', closed_by=['d_live_drop_a2'], handed_to=None),
    dict(id='t6', owner='미란', task='가마솥 두 개 빌리기 (경로당, 윗골 이장 댁)',
         taken=['t_pot'], due='2026-10-04', status='done', closed_by=['t_pot_done'], handed_to=None),
    dict(id='t7', owner='영호', task='현수막 두 개 광고사에 주문해 걸기',
         taken=['t_banner', 't_banner_hand_ok', 't_banner_re'], due='2026-09-27', status='done',
         closed_by=['t_banner_done'], handed_to='수진'),
    dict(id='t8', owner='상철', task='마을방송으로 바뀐 잔치 날짜(18일) 다시 알리기',
         taken=['t_radio'], due='2026-10-08', status='done', closed_by=['t_radio_done'], handed_to=None),
    dict(id='t9', owner='클로디', task='잔치 당일 진행 순서표 초안',
         taken=['t_bot_plan'], due='', status='done', closed_by=['t_bot_plan_done'], handed_to=None),
    dict(id='t10', owner='잼민이', task='찍어야 할 쿠폰 수량 계산',
         taken=['t_bot_calc'], due='', status='done', closed_by=['t_bot_calc_done'], handed_to=None),
    dict(id='t11', owner='수진', task='읍내 인쇄소에서 먹거리 쿠폰 찍어오기',
         taken=['t_coupon', 'coupon_600'], due='2026-10-03', status='done', closed_by=['t_coupon_done'], handed_to=None),
    dict(id='t12', owner='미란', task='청양 정육점에 잔치 고기 주문',
         taken=['t_pig'], due='2026-09-27', status='done', closed_by=['t_pig_done'], handed_to=None),
    dict(id='t13', owner='태윤', task='교회에서 노래자랑 앰프·마이크 빌려오기',
         taken=['t_amp'], due='2026-10-16', status='done', closed_by=['t_amp_done'], handed_to=None),
    dict(id='t14', owner='수진', task='지원금 정산보고서 군청에 제출',
         taken=['t_report'], due='2026-10-23', status='open', closed_by=[], handed_to=None),
    dict(id='t15', owner='영호', task='잔치 사진 모아 마을 밴드에 올리기',
         taken=['t_photo', 't_photo_re'], due='', status='open', closed_by=[], handed_to=None),
]

NON_TODOS = [
    (['nt_wish_farm'], 'vague wish'),                          # 체험농장
    (['nt_band', 'nt_band_r'], 'already done by someone else'),  # 밴드 공지 → 수진이 이미
    (['nt_booth_due'], 'instruction to others'),               # 금요일까지 이름 적어
    (['nt_tractor'], 'banter promise'),                        # 1등 하면 트랙터
    (['nt_radio_done'], 'already done'),                       # 방송 두 번 혔어
    (['nt_gunsu'], 'vague promise'),                           # 군수님께 지붕 얘기
    (['nt_poster_fix'], 'already done'),                       # 포스터 날짜 고쳐 올림
    (['nt_coffee', 'nt_coffee_no'], 'offer declined'),         # 카페 커피머신
    (['nt_bot_weather'], 'bot offer not taken up'),            # 클로디 매일 예보
    (['nt_receipts'], 'instruction to others'),                # 영수증 사진 보내기
    (['nt_shop'], 'already done'),                             # 장 다 봐옴
    (['nt_tent_ret'], 'already done'),                         # 천막 반납
]

QUESTIONS = [
    # ---- changed
    ('가을걷이 잔치는 결국 언제 열렸어?',
     ['d_date3_p', 'd_date3_r', 'd_date3_a1'], '10월 18일 일요일 낮 12시 (10일 토 → 17일 토 → 18일 일)', 'changed'),
    ('잔치 날짜 처음엔 언제로 잡았었지?',
     ['d_date1_p', 'd_date1_ok'], '10월 10일 토요일 오전 11시', 'changed'),
    ('10일에서 날짜를 미룬 이유가 뭐였어?',
     ['rain', 'rain2', 'd_date2_p'], '비 때문에 논이 질어 콤바인이 못 들어가서 벼 베기가 일주일쯤 밀림', 'changed'),
    ('17일 토요일도 안 된 건 왜야?',
     ['trip2', 'd_date3_p'], '노인회가 17일에 내장산 단풍 관광 버스를 잡아 어르신 마흔 분이 빠지게 돼서 18일로 미룸', 'changed'),
    ('잔치 고기는 최종적으로 어떻게 하기로 했어?',
     ['d_pig2_p', 't_pig_done'], '가마솥 두 개에 앞다리 25kg을 수육으로 삶고 그 국물로 국밥을 끓임', 'changed'),
    ('원래 고기 메뉴 계획은 뭐였지?',
     ['d_pig_p', 'd_pig_ok'], '돼지 한 마리 통바비큐, 영호가 드럼통 화덕에서 굽기', 'changed'),
    ('트로트 가수 부르는 건 어떻게 됐어?',
     ['singer_fee', 'd_singer_drop_p', 'd_singer_drop_a1'], '취소. 출연료 80만원에 음향까지 100만원이 넘어 예산(220만원)상 무리라 접음', 'changed'),
    ('장터 라이브 방송으로 농산물 파는 건 했어?',
     ['live_problem2', 'd_live_drop_p', 'd_live_drop_a2'], '안 함. 통신판매업 신고·사업자·어르신별 위탁계약이 필요해서 이번엔 하지 않기로 함', 'changed'),
    # ---- owner
    ('현수막은 결국 누가 주문하고 걸었어?',
     ['t_banner', 't_banner_hand', 't_banner_hand_ok', 't_banner_done'], '수진 (영호가 맡았다가 콤바인 때문에 수진에게 넘김)', 'owner'),
    ('가마솥 빌리는 건 누가 알아봤어?',
     ['t_pot', 't_pot_done'], '미란 (경로당 것 하나, 윗골 이장 댁 것 하나)', 'owner'),
    ('쿠폰 몇 장 필요한지 계산한 건 누구야?',
     ['t_bot_calc_q', 't_bot_calc_done'], '잼민이(봇): 600장 추천', 'owner'),
    ('행사 진행표 초안은 누가 짰어?',
     ['t_bot_plan_q', 't_bot_plan_done'], '클로디(봇)', 'owner'),
    ('노래자랑 음향 장비는 누가 구해왔어?',
     ['t_amp', 't_amp_done'], '태윤 (교회 앰프와 무선마이크 두 개)', 'owner'),
    # ---- status
    ('지원금 정산보고서 군청에 냈어?',
     ['t_report'], '아직. 수진이 다음 주 금요일(10/23)까지 내겠다고 함', 'status'),
    ('잔치 사진 밴드에 올라왔어?',
     ['t_photo', 't_photo_re'], '아직. 영호가 사진을 다 못 받아서 이번 주 안에 올리겠다고 함', 'status'),
    ('천막이랑 테이블은 구해졌어?',
     ['t_tent', 't_tent_done'], '응, 영호가 면사무소에서 천막 10동·테이블 20개를 전날 실어와 회관 창고에 둠 (잔치 뒤 반납)', 'status'),
    ('쿠폰 인쇄는 끝났어?',
     ['t_coupon', 't_coupon_done'], '응, 수진이 10월 3일에 600장 찾아옴', 'status'),
    ('이장님이 문화원에 가수 섭외하던 건 어떻게 됐어?',
     ['t_singer', 'd_singer_drop_a1', 't_singer_drop'], '접음. 가수를 안 부르기로 해서 문화원에 못 모신다고 전화함', 'status'),
    ('18일로 바뀐 거 마을에 알렸어?',
     ['t_radio', 't_radio_done'], '응, 상철이 10월 8일 아침 마을방송으로 알림', 'status'),
    # ---- single
    ('군청 지원금은 얼마 받았어?',
     ['grant_result'], '170만원', 'single'),
    ('쿠폰 한 장 값은?',
     ['d_coupon_p'], '5천원', 'single'),
    ('장터에 외부에서 들어온 판매자는 누구누구였어?',
     ['booth_list'], '윗골 사과, 읍내 수제청, 표고버섯 농장 세 팀', 'single'),
    ('고기는 몇 kg 주문했어?',
     ['t_pig_done'], '앞다리 25kg', 'single'),
    ('남은 돈은 어디에 쓰기로 했어?',
     ['d_surplus_p', 'd_surplus_fin'], '경로당 겨울 난방유', 'single'),
    ('분교 운동장을 안 쓴 이유는?',
     ['n_school_no'], '교육청 땅이라 빌리는 서류만 한 달 걸려서', 'single'),
    # ---- temporal
    ('지원금 신청서는 언제 냈어?',
     ['t_grant_done'], '9월 17일', 'temporal'),
    ('현수막은 언제 걸렸어?',
     ['t_banner_done'], '10월 10일', 'temporal'),
    ('고기는 언제 찾으러 가야 돼?',
     ['t_pig_done'], '잔치 전날 아침', 'temporal'),
    ('지원금 결과는 언제 나왔어?',
     ['grant_result'], '9월 23일', 'temporal'),
    # ---- multi
    ('잔치 끝나고 얼마 남았고 그 돈은 어디로 가?',
     ['settle2', 'd_surplus_fin'], '38만원 남아서 경로당 난방유 사는 데 씀 (들어온 돈 359만 4천원, 쓴 돈 321만 4천원)', 'multi'),
    ('장터 수수료 얘기할 때 누가 반대했고 어떻게 정리됐어?',
     ['d_market_obj', 'd_market_r', 'd_market_a1'], '미란이 어르신들한테서 5% 떼는 걸 반대해서, 마을 어르신은 면제하고 외부 판매자만 5%를 내기로 함', 'multi'),
    ('쿠폰제 하자고 했을 때 이장님은 뭐가 마음에 안 들었고 결론은?',
     ['d_coupon_obj', 'd_coupon_r', 'd_coupon_a0'], '동네 잔치에서 어르신들한테 돈 받는 게 싫다고 함. 외부 손님만 사고 주민·65세 이상은 두 장씩 무료로 주기로 정리', 'multi'),
    ('17일로 옮길 때 수진이는 뭐가 걸렸고 어떻게 해결됐어?',
     ['d_date2_obj', 'd_date2_sj'], '17일에 카페 돌잔치 대관이 있었는데 손님이 다음 주 토요일로 옮겨줘서 가능해짐', 'multi'),
]


if __name__ == '__main__':
    msgs, markers = build(SESSIONS, PEOPLE, tz_hours=9, seed=20260914)
    write_all(HERE, msgs, markers, DECISIONS, NON_DECISIONS, TODOS, NON_TODOS, QUESTIONS)
