#!/usr/bin/env python3
"""Korean university photo-club officers' chat (사진동아리 '빛담' 운영진방):
가을 정기출사 (강릉 1박2일) + 11월 정기전 준비, 2025-09-01 .. 2025-09-29, +09:00.

Run `python3 _build.py` (from anywhere) to regenerate chat.jsonl and the label
files in this folder. Line format: see ../_chatgen.py.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from _chatgen import build, write_all  # noqa: E402

PEOPLE = {
    '서윤': (6402117385, False),   # 회장, 3학년; license since March (cannot rent a car)
    '도현': (5718830264, False),   # 부회장, 3학년; books the pension and the car, drives
    '지호': (7125594031, False),   # 총무, 2학년; money, film group-buy
    '예린': (6893302147, False),   # 홍보부장, 2학년; form, Instagram, poster
    '태민': (5530948816, False),   # 장비부장, 2학년; jokes, busy with team projects
    '잼민이': (7861120459, True),  # bot: casual, emoji
    '클로디': (7935507712, True),  # bot: polite
}

SESSIONS = [
("2025-09-01 21:30", r"""
서윤: 다들 개강 첫날 살아있냐
태민: 겨우요...
태민: 1교시 9시 실화냐고요
예린: 저 오늘 수업 네 개 ㅠㅠ 다리 풀림
도현: ㅎㅇ
지호: 안녕하세요!!
서윤: 운영진 방 새로 팠으니까 전체방 공지 전에 여기서 먼저 얘기하자
서윤: 봇 둘도 초대해놨어 @잼민이 @클로디 인사 좀
잼민이: ㅎㅇㅎㅇ 👋 나 잼민이! 사진 얘기면 언제든 불러줘
클로디: 안녕하세요, 빛담 운영진 여러분. 필요하실 때 언제든 말씀해 주세요 😊
태민: 잼민이 말투 뭐임 ㅋㅋㅋㅋ
예린: 클로디는 왜케 공손해 ㅋㅋ
서윤: ㅋㅋ 암튼 본론
#mt_topic 서윤: 가을 정기출사 이번 달 안에 가야 돼 10월은 중간고사라 답 없음
도현: ㅇㅇ 9월에 끝내자
#d_place_p 서윤: 난 강릉 생각 중 안목해변 주문진 경포 찍을 데 많잖아
#d_place_obj >d_place_p 태민: 부산은요?? 감천마을이랑 광안대교 야경 미쳤는데
#d_place_far 도현: 부산은 너무 멀어 왕복 교통비만 10만원 넘어
지호: 총무 입장에서 부산은 좀… ㅎㅎ
#d_place_a1 예린: 전 강릉 좋아요 바다 찍고 싶었어요
#d_place_a2 지호: 저도 강릉!
#d_place_a3 도현: 강릉 ㄱㄱ
#d_place_ok 서윤: ㅇㅋ 이번엔 강릉
#d_place_tm 태민: 넵… 부산은 제가 졸업 전에 꼭 갑니다
서윤: ㅋㅋㅋ 그래
도현: 날짜는
#d_date1_p 서윤: 셋째 주 토일 어때 20일 21일
#d_date1_a1 도현: 난 ㄱㄴ
#d_date1_a2 예린: 저도 괜찮아요~
#d_date1_a3 지호: 가능이요
#d_date1_a4 태민: 👍
#d_date1_ok 서윤: 그럼 20~21일로 박자
#t_form 예린: 참가 신청 구글폼은 제가 만들어서 내일까지 전체방에 올릴게요
서윤: 고마워 예린아
#t_pension 도현: 숙소는 내가 볼게 금요일까지 괜찮은 데 찾아서 예약까지 해둠
지호: 오 든든
#n_drone 태민: 아 그리고 드론 하나 빌려가서 바다 항공샷 찍으면 개쩔 듯
#n_drone_no 도현: 강릉은 공항 근처라 비행금지구역 많을걸 허가받는 것도 일이야
태민: 아 그래요? ㅠ 아쉽다
예린: 드론 날리다 바다에 빠뜨리면 회비로 물어줘야 됨 ㅋㅋ
태민: 그건 무섭네요
"""),
("2025-09-02 12:50", r"""
#t_form_done 예린: 폼 올렸어요!! 전체방 공지 확인해주세요
예린: 마감은 다음 주 월요일 밤 12시로 해놨어요
서윤: 오 빨라 👍
지호: 벌써 다섯 명 신청했네요
태민: 저도 방금 함 ㅋㅋ 운영진도 하는 거죠?
서윤: ㅇㅇ 인원 세야 되니까 다들 해줘
#nt_insta 태민: 인스타에도 제가 공지 올릴게요
#nt_insta_r >nt_insta 예린: 아 그거 아까 내가 피드랑 스토리 둘 다 올렸어 ㅋㅋ
태민: 헐 역시 홍보부장
지호: 다들 점심 뭐 먹어요
도현: 학식 돈까스
예린: 학식 돈까스 오늘 맛있어요?
도현: 소스가 물이야
예린: ㅋㅋㅋㅋ 패스
태민: 전 편의점 삼각김밥 두 개
"""),
("2025-09-03 20:40", r"""
지호: 교통편도 정해야 할 거 같아요
#d_ktx_p 서윤: KTX 타자 청량리에서 강릉까지 두 시간이면 감
도현: 장비 들고 타기 좀 귀찮긴 한데
#d_ktx_a1 도현: 그래도 기차가 제일 편하긴 하지
#d_ktx_a2 예린: 기차 좋아요 가면서 자면 됨 ㅎㅎ
#d_ktx_ok 서윤: 그럼 일단 기차로 가는 걸로
#t_ktx 지호: 표는 폼 마감되고 인원 나오면 제가 한꺼번에 예매할게요
서윤: 굿
지호: 그리고 하나 더
#d_film_p 지호: 필름 공구 할 사람? 울트라맥스 400인데 10롤 넘으면 롤당 9천원에 해준대요 우리끼리 모아봐요
#d_film_a1 태민: 오 저 3롤이요
#d_film_a2 예린: 저 2롤!!
#d_film_a3 서윤: 좋다 출사 때 딱이네 나 3롤
#d_film_a4 도현: ㄱㄱ 나 2
지호: 저 4롤 하면… 14롤이네요
#d_film_ok 지호: 10롤 넘었으니까 공구 진행할게요~
#nt_film_due 지호: 더 살 사람은 일요일까지 저한테 개수 말해주세요
#t_film 지호: 일요일에 마감하고 월요일에 주문 넣을게요
태민: @잼민이 필름 냉장고에 넣어놔도 돼?
잼민이: 완전 돼! 오히려 좋아 ❄️\n- 컬러 필름은 냉장 보관하면 색 변하는 걸 늦춰줌\n- 꺼내서 쓰기 전에 2~3시간 상온에 두기 (결로 방지)\n- 냉동은 장기 보관용!
태민: 오케이 김치냉장고에 넣어야지
예린: 김치 냄새 배는 거 아님? ㅋㅋ
태민: 필름은 밀봉이라 괜찮음 (아마)
도현: 엄마한테 혼나는 거에 한 표
"""),
("2025-09-04 23:15", r"""
#t_gear 태민: 아 맞다 저 장비부장이니까 동방 필카랑 삼각대 상태 싹 점검할게요 다음 주 수요일까지
서윤: 오 장비부장 일한다
태민: 저 원래 일 잘함 (아님)
#nt_aircon 태민: 그리고 이번 학기 올A+ 찍으면 동방 에어컨 제가 바꿔드림 ㅋㅋ
도현: 캡처 완료
예린: 저도 캡처함 ㅋㅋㅋ
지호: 총무로서 기록해둡니다
태민: 아 취소 취소
서윤: 늦었어 ㅋㅋ 다들 자라
"""),
("2025-09-05 18:20", r"""
#n_dongbang 태민: 근데 그냥 동방에서 1박 하면 숙박비 0원인데 ㅋㅋ
서윤: 경비 아저씨한테 끌려나가고 싶으면 ㄱㄱ
태민: ㅋㅋㅋㅋ 농담이에요
도현: 숙소 찾음
도현: [사진]
도현: [사진]
#pension_info 도현: 경포 솔바람 펜션 최대 16명 1박 42만원 바베큐장 있고 해변까지 걸어서 5분
#d_pension_a1 예린: 와 여기 예쁘다 여기 해요
지호: 16명 다 차면 1인 2만6천원 정도네요
#d_pension_a2 서윤: 오 좋다 여기로 해
#t_pension_done 도현: 그래서 방금 예약 걸어놨어 20일 1박 ㅇㅇ
서윤: ㅋㅋㅋ 일처리 뭐냐
태민: 부회장님 폼 미쳤다
#nt_key 도현: 아 그리고 동방 열쇠 어제 학생회에서 새로 받아왔어 저번에 잃어버린 거
서윤: 오 ㄳ 그거 계속 신경 쓰였는데
지호: 불금이다 다들 뭐해요
예린: 과외 가는 중 ㅠ
"""),
("2025-09-06 15:10", r"""
예린: [사진]
예린: 오늘 서촌 혼출 중이에요
서윤: 색감 좋다 필름이야?
예린: 아뇨 폰이에요 ㅋㅋ
태민: 폰 맞음?? 보정 뭐 썼어
예린: 그냥 기본 필터 따뜻하게…
#d_hood_p 예린: 아 근데 갑자기 든 생각인데 우리 동아리 후드티 맞추는 거 어때요? 출사 때 다 같이 입으면 단체사진 예쁠 듯
#d_hood_a1 태민: 오 찬성 단체샷 각
#d_hood_a2 서윤: 좋다 맞추자
지호: 가격부터 봐야 할 듯요
#d_hood_ok 서윤: ㅇㅇ 일단 하는 걸로 하고 디자인이랑 견적 보자
#t_hood 예린: 시안은 제가 다음 주 안에 그려볼게요!
도현: 로고 원본 파일 동방 컴에 있을 거야
예린: 넵 감사해요
태민: 색은 무조건 검정이죠
예린: 그건 투표로 ㅋㅋ
"""),
("2025-09-07 22:05", r"""
지호: 필름 공구 오늘 마감이에요 지금 14롤
태민: 저 하나 추가요 4롤로
지호: ㅇㅋ 15롤 마감!
#nt_darkroom 예린: 언젠가 흑백 필름 현상 직접 해보고 싶다…
서윤: 옛날엔 학교에 암실 있었다던데
도현: 그거 10년 전 얘기
예린: 흑흑
태민: 로또 되면 동방에 암실 만들어드림
지호: 로또를 사긴 해?
태민: 아니요
"""),
("2025-09-08 10:35", r"""
#t_film_done >t_film 지호: 주문했어요! 15롤 수요일 도착 예정
서윤: 수고했어~
#t_bot_calc_q 지호: @잼민이 롤당 9천원에 배송비 4천원이고 15롤이야 태민 4 지호 4 서윤 3 예린 2 도현 2 각자 얼마 보내면 되는지 정리해줄래? 배송비는 사람 수로 나눠서
#t_bot_calc 잼민이: ㅇㅋ 바로 계산 들어간다 🧮
#t_bot_calc_done 잼민이: 정리 완료!\n- 총액 9,000×15 + 4,000 = 139,000원\n- 배송비 1인당 800원\n- 태민 4롤 → 36,800원\n- 지호 4롤 → 36,800원\n- 서윤 3롤 → 27,800원\n- 예린 2롤 → 18,800원\n- 도현 2롤 → 18,800원\n합치면 139,000원 딱 맞아 👍
지호: 굿 각자 저한테 보내주시면 돼요
예린: 보냈어!
도현: 나도
서윤: 송금 완
태민: 저도 보냄 (통장 잔고 증발)
지호: ㅋㅋㅋㅋㅋ
"""),
("2025-09-09 19:30", r"""
#fest_news 서윤: 얘들아 큰일
서윤: 총학 공지 봤어? 축제 19일 20일로 확정됐대
서윤: 부스 하는 동아리는 20일 토요일에 무조건 사람 있어야 된대
도현: 아 MT랑 딱 겹치네
지호: 헐 펜션 잡았는데
태민: 부스 안 하면 안 돼요?
서윤: 부스 빠지면 내년 동아리 평가 깎여 ㅠ
#d_date2_p 서윤: 그냥 MT를 한 주 밀자 27 28 어때
#d_date2_obj >d_date2_p 예린: 아 27일 저 알바 있는데 ㅠㅠ
#d_date2_a1 도현: 난 27 괜찮아
#d_date2_a2 지호: 저도 돼요
#d_date2_a3 태민: 저도 ㄱㄴ
서윤: 예린아 알바 바꿀 수 있을까?
예린: 사장님한테 물어볼게요 ㅠ
#t_pension2 도현: 펜션은 내일 전화해서 날짜 옮길 수 있나 물어볼게
#t_gear_hand 태민: 그리고 누나… 저 이번 주 팀플 과제 폭탄 맞아서 동방 장비 점검 혹시 대신 봐주실 수 있나요 ㅠ
#t_gear_hand_ok 서윤: ㅇㅋ 그건 내가 할게 목요일에 어차피 동방 가
태민: 천사다 진짜
+1h #d_date2_yr 예린: 사장님이 바꿔주신대요!! 27일 콜
#d_date2_ok 서윤: 오케이 그럼 MT는 27~28일로 최종!
#nt_form_fix 예린: 폼이랑 인스타 날짜는 방금 다 고쳐놨어요 마감도 15일로 늘려놨어요
지호: 빠르다 ㅋㅋ
태민: 홍보부장 일 잘하는 거 인정
"""),
("2025-09-10 12:20", r"""
#t_pension2_done >t_pension2 도현: 펜션 27일로 옮겼어 추가금 없대
서윤: 오 다행 ㅠ
#film_arrived 지호: 필름도 왔어요 동방 사물함에 이름 붙여서 넣어둠
예린: 감사합니당
지호: 그리고 교통 말인데요
#ktx_soldout 지호: 27일 오전 청량리발 KTX가 벌써 거의 다 나갔어요 11시 넘은 거랑 입석만 있음
지호: 왕복이면 1인 6만원 가까이고요
도현: 음
#d_car_p 도현: 그럼 차 빌리자 렌터카 두 대면 열 명은 타고 장비 싣기도 편해
#d_car_p2 도현: 나랑 서윤이 운전하면 되고
#d_car_a1 서윤: 오 그게 낫다 나 운전 ㄱㄴ
#d_car_a2 지호: 기름값 톨비 나눠도 기차보다 싸요 찬성
#d_car_a3 예린: 👍👍
#d_car_ok 서윤: ㅇㅋ 기차 말고 렌터카 두 대로 간다
#t_ktx_drop >t_ktx 지호: 그럼 기차표는 안 사도 되는 거죠? 다행히 아직 안 샀어요 ㅋㅋ
#t_car 도현: 렌트는 내가 이번 주 안에 알아보고 잡을게
태민: 근데 신청 더 늘면요? 지금 아홉 명인데
서윤: 그건 마감되고 보자
"""),
("2025-09-11 17:40", r"""
#t_gear_done >t_gear_hand_ok 서윤: 동방 장비 다 봤다
서윤: 삼각대 네 개 중에 하나 다리 부러졌고 필카는 펜탁스 하나 셔터 안 눌림 나머진 멀쩡
#nt_meal 태민: 누나 감사합니다 ㅠㅠ 밥 한번 살게요
서윤: 학식으로 받을게
#nt_tripod 도현: 삼각대 내가 사비로 하나 사올까
#nt_tripod_no 서윤: ㄴㄴ 세 개면 충분해 돈 쓰지 마
서윤: 그리고 정기전 얘기 잠깐
#d_expo_p 서윤: 11월 17일부터 21일까지 학생회관 2층 전시실 어때? 작년이랑 같은 데
지호: 거기 조명 좋았죠
#d_expo_a1 예린: 좋아요 작년에 사람 진짜 많이 왔어요
#d_expo_a2 도현: ㅇㅇ 거기로 하자
#d_expo_a3 태민: 콜
#t_hall 서윤: 대관 신청서 내일까지 학생지원팀에 낼게
#n_wine 예린: 오프닝 날 와인 한 잔씩 하면 분위기 좋을 듯 ㅎㅎ
#n_wine_no >n_wine 서윤: 학생회관 음주 금지야 ㅋㅋ 작년에 걸린 동아리 있음
예린: 헐 몰랐어요 ㅋㅋㅋ
#n_sale_q 태민: 정기전 때 사진 판매도 해요?
#n_sale_r 서윤: 음 그건 좀 더 생각해보자
"""),
("2025-09-12 16:10", r"""
#t_hall_done 서윤: 대관 신청서 제출 완료~ 승인은 다음 주 중에 난대
지호: 수고하셨어요
태민: 불금인데 다들 뭐해요
예린: 과제…
도현: 알바
지호: 회계 장부 정리요 ㅎ
태민: ㅠㅠ 다들 불쌍
태민: 전 PC방
서윤: 팀플 폭탄이라며 ㅋㅋㅋ
태민: 그건 내일의 제가…
"""),
("2025-09-13 14:30", r"""
#hood_quote >d_hood_p 지호: 후드티 학교 앞 인쇄집에 물어봤는데 자수 넣으면 한 벌에 3만8천원이래요
지호: 30벌 잡으면 백만원 넘어요
태민: 헐 비싸
도현: 개인 부담이면 살 사람 별로 없을 듯
서윤: 동아리 예산으론 무리고…
#d_hood_drop_p 도현: 후드티는 그냥 접자 지금 돈 들어갈 데 많아
#d_hood_drop_a1 서윤: ㅇㅇ 아쉽지만 후드티는 없던 걸로
#d_hood_drop_a2 예린: 넹 ㅠㅠ
#t_hood_drop 예린: 그럼 시안은 안 그려도 되겠네요 반쯤 그렸는데 ㅋㅋ
태민: 아까비
예린: [사진]
예린: 그린 데까지 보여드림
서윤: 헐 잘 그렸는데 아깝다
"""),
("2025-09-14 21:00", r"""
태민: [사진]
태민: 오늘 필름 한 롤 다 씀
예린: 뭐 찍었어?
태민: 우리 집 고양이 36장
서윤: ㅋㅋㅋㅋ 필름 낭비
태민: 낭비라뇨 작품인데
도현: 현상비 더 나오겠다
지호: 고양이 이름 뭐예요
태민: 감자요
예린: 귀여워 ㅠㅠ
"""),
("2025-09-15 21:10", r"""
도현: 렌트 알아보다가 문제 생김
#license 도현: 서윤이 면허 딴 지 1년 안 됐지? 렌터카 회사들 다 면허 1년 이상이어야 빌려준대
서윤: 헐 나 3월에 땄는데
서윤: 그럼 나 운전 못 하네
#signups 예린: 그리고 폼 마감했는데 신청자 16명이에요 ㅎㅎ
지호: 두 대여도 어차피 다 못 타네요
태민: 저 면허 없어요 ㅋㅋ
예린: 저도…
지호: 저는 장롱면허…
#d_car2_p 도현: 그럼 차는 한 대만 빌려서 내가 몰게 장비랑 네 명 태우고 나머지는 동서울에서 고속버스 타고 강릉터미널에서 만나자
#d_car2_a1 서윤: 그게 제일 현실적이다
#d_car2_a2 지호: 버스 괜찮아요 세 시간 안 걸리고 편도 만8천원 정도
#d_car2_a3 태민: 저 버스 탈래요 자면서 가야지
#d_car2_ok 서윤: ㅇㅋ 차 한 대 + 나머지 버스로 확정
#d_car2_each 지호: 버스 타는 사람은 각자 예매하는 걸로 해요 그게 편할 듯
#d_car2_each_a 서윤: ㅇㅇ 그렇게 하자
#t_car_re 도현: 렌트는 SUV 한 대로 바꿔서 예약할게
예린: 선배 혼자 운전 괜찮아요?
도현: 세 시간이면 뭐
"""),
("2025-09-16 08:40", r"""
예린: 오늘 1교시 휴강 떴다!!
태민: 부럽
지호: 전 지금 지하철 ㅠ
"""),
("2025-09-16 20:15", r"""
#t_car_done >t_car_re 도현: 렌트 예약 끝 싼타페 27일 아침 8시 픽업
서윤: ㄳㄳ
지호: 회비 계산해봤는데요
#fee_calc 지호: 펜션 42 + 렌트랑 기름값 톨비 20 + 장보기 고기 30 하면 92만원이고 신청자 16명이에요
지호: 버스비는 각자고요
#d_fee_p 지호: 1인 6만원 받고 남는 건 동아리 통장에 넣으면 될 것 같아요
#d_fee_obj 태민: 6만원 좀 세지 않나요 ㅠ 버스비까지 하면 거의 10만원인데
#d_fee_r 서윤: 숙소 고기 술 다 들어간 거면 싼 거야
#d_fee_tm 태민: 하긴… ㅇㅋ 인정
#d_fee_a1 도현: 6 ㄱㄱ
#d_fee_ok 서윤: 그럼 회비 6만원으로 공지 ㄱㄱ
#nt_fee_due 지호: 계좌는 전체방에 올려놨어요 다들 24일까지 입금해주세요~
예린: 넵!
"""),
("2025-09-17 13:00", r"""
#hall_ok >t_hall_done 서윤: 전시실 대관 승인 났다~ 11월 17일부터 21일까지 우리꺼
예린: 오예!!
지호: 👏
#t_meat 태민: MT 고기는 제가 펜션 근처 정육점에 전화로 주문해둘게요 금요일까지
서윤: 오 ㄳ 몇 키로 하게?
태민: 16명이면 삼겹 목살 합쳐서 7키로?
도현: 넉넉하게 8 해
태민: ㅇㅋ 8키로
#t_bot_plan_q 서윤: @클로디 27일 9시 출발해서 28일 오후에 돌아오는 강릉 출사 일정표 초안 좀 짜줄 수 있어? 안목해변 주문진 경포 일몰 넣어서
#t_bot_plan 클로디: 네, 초안 정리해 드릴게요. 잠시만 기다려 주세요!
#t_bot_plan_done 클로디: 강릉 출사 일정 초안입니다.\n[27일 토]\n09:00 학교 출발(차) / 오전 버스 출발(동서울)\n12:00 강릉터미널 합류, 점심\n13:30 안목해변 커피거리 출사\n16:00 펜션 체크인\n18:00 경포 일몰 출사\n19:30 바베큐\n[28일 일]\n10:00 체크아웃\n10:30 주문진 수산시장·방파제 출사\n13:00 점심 후 복귀
#n_bot_early 클로디: 덧붙이면, 차량은 새벽 6시쯤 출발하시면 영동고속도로 정체를 피하실 수 있어요.
#n_bot_early_r >n_bot_early 도현: 6시는 아무도 못 일어남 ㅋㅋ
태민: ㄹㅇ
#nt_bot_weather 클로디: 원하시면 주말 강릉 날씨와 일몰 시각도 찾아 드릴게요.
예린: 오 깔끔하다
"""),
("2025-09-18 22:30", r"""
#d_sunrise_p 서윤: 아 둘째 날 새벽에 경포 일출 찍으러 가자 다섯 시 반에 나가면 될 듯
#d_sunrise_a1 도현: ㄱㄱ 일출은 찍어야지
#d_sunrise_a2 예린: 좋아요!! 일출 제대로 찍어본 적 없어요
태민: 다섯 시 반이요…?
태민: 저 그 시간엔 보통 자러 갈 시간인데
#nt_wake 서윤: 내가 깨워줄게 ㅋㅋ
#d_sunrise_tm 태민: ㅋㅋㅋ 알겠어요 ㄱㄱ
#sunrise_q 지호: @잼민이 9월 28일 강릉 일출 몇 시야?
#sunrise_a 잼민이: 9월 28일 강릉 일출은 6시 15분쯤이야 🌅\n하늘 밝아지기 시작하는 건 5시 50분쯤이라 5시 40분까지 해변 가 있으면 완벽!
#n_bot_drink 잼민이: 아 그리고 전날 술은 12시 전에 끝내는 거 추천 ㅋㅋ 안 그러면 아무도 못 일어남
지호: 잼민이 잔소리 뭐야 ㅋㅋㅋ
태민: 봇한테 혼남
"""),
("2025-09-19 11:00", r"""
#t_meat_done >t_meat 태민: 고기 주문 완료요! 삼겹 목살 8키로 27일 오후 5시에 찾으러 가면 된대요
서윤: 오 잘했어
태민: 제가 원래 일 잘한다니까요 (2)
예린: [사진]
예린: 부스 세팅 끝!!
지호: 오 즉석사진 부스 귀엽다
도현: 인스탁스 필름 몇 장 남았어?
예린: 50장이요
도현: 오늘 다 나가겠는데
+4h 지호: 벌써 30장 나갔어요 ㅋㅋ
서윤: 오 대박 잘 나간다
예린: 제가 가는 길에 다이소… 아 다이소엔 없나
도현: 없어 카메라 가게 가야 돼
"""),
("2025-09-20 19:40", r"""
서윤: 부스 철수 완료
서윤: 다들 고생했어 ㅠㅠ
#booth_rev 지호: 이틀 수익 12만 3천원이요 👏
예린: 와 생각보다 많다
태민: 제가 호객 잘해서 그럼
도현: 니가 한 건 솜사탕 먹은 거밖에 없어
태민: ㅋㅋㅋㅋ 팩트 폭력
#n_party 태민: 수익으로 회식 ㄱ?
#n_party_no 지호: 아직 부스 재료비 정산도 안 끝났어요 ㅠ
태민: 넵…
"""),
("2025-09-21 20:30", r"""
서윤: 축제 끝나니까 이제 정기전이네
#t_poster_q 서윤: 정기전 포스터는 누가 할래?
#t_poster 예린: 제가 할게요! 화요일까지 시안 올릴게요
서윤: ㅇㅋ 급한 건 아니니까 천천히 해도 돼
예린: @잼민이 사진전 포스터 문구 아이디어 좀
잼민이: 오 좋아 몇 개 던져볼게 ✨\n1. "셔터 너머의 계절"\n2. "우리가 본 것들"\n3. "찰칵, 그 순간"
#n_bot_copy 잼민이: 개인적으로는 1번 강추! 가을 전시랑 딱이야
#nt_bot_copy 잼민이: 원하면 인스타 홍보글도 통째로 써줄게! 해시태그까지 ㄱㄴ
>n_bot_copy 예린: 음 좀 오글거린다 ㅋㅋ 내가 생각해볼게
태민: 3번 뭐임 ㅋㅋㅋ
"""),
("2025-09-22 21:40", r"""
#n_rain 예린: 근데 만약 토요일에 비 오면 어떡해요?
#n_rain_r 서윤: 그럼 펜션에서 인물사진 찍지 뭐 ㅋㅋ
도현: 일기예보 보니까 주말 맑음이던데
예린: 다행
#fee_11 지호: 회비 지금 11명 들어왔어요
서윤: 이틀 남았네
태민: 저 오늘 보냄!
지호: 확인했어요 ㅋㅋ 12명
"""),
("2025-09-23 23:20", r"""
#t_poster_re >t_poster 예린: 언니 죄송해요 ㅠ 과제가 밀려서 포스터는 MT 다녀와서 할게요
서윤: 괜찮아 11월인데 뭐
#nt_study 도현: 정기전 끝나면 언제 한번 라이트룸 보정 스터디 열어줄게
태민: 오 형 진짜죠
도현: 언젠가…
예린: 언젠가 ㅋㅋㅋ
"""),
("2025-09-25 20:00", r"""
#fee_all 지호: 회비 16명 전원 입금 완료!
서윤: 오 총무 최고
#bus_buy 태민: 저 버스표 방금 예매했어요 동서울 8시 10분 거
예린: 저도 같은 거 ㅋㅋ
지호: 저도요
서윤: 나도 그거 끊었어
#n_games 태민: MT 때 신입들 장기자랑 시키죠 ㅋㅋ
#n_games_no 서윤: 요즘 그런 거 시키면 큰일 나 ㅋㅋㅋ
태민: 아 농담이에요 농담
도현: 난 8시에 차 찾아서 차 타는 애들 학교 정문에서 태울게
서윤: ㅇㅋㅇㅋ
"""),
("2025-09-26 22:00", r"""
서윤: 내일 8시 10분 버스 다들 늦지 마
태민: 알람 다섯 개 맞춤
예린: 충전기 챙기기!!
지호: 필름 챙기기!!
도현: 면허증 챙기기
서윤: ㅋㅋㅋㅋ 그건 진짜 중요
"""),
("2025-09-27 07:50", r"""
태민: 동서울 도착!
예린: 저도 거의 다 왔어요
+8m 도현: 렌트 픽업 완료
도현: [사진]
+12m 지호: 다 탔어요 출발~
+45m 도현: 우리도 출발
+1h 예린: [사진]
예린: 휴게소 감자 ㅋㅋ
+90m 서윤: 터미널 도착
+20m 도현: 우리 20분 늦음 영동 막혀
서윤: 천천히 와~ 먼저 점심 먹고 있을게
"""),
("2025-09-27 14:10", r"""
예린: [사진]
예린: 안목해변 미쳤다
태민: [사진]
서윤: 태민이 수평 안 맞음 ㅋㅋ
태민: 의도한 거예요
+2h 도현: 펜션 체크인함 방 두 개 열쇠 받음
+1h 태민: 고기 찾았어요 8키로 무거움
+2h 예린: [사진]
예린: 바베큐 ㅠㅠ 행복
지호: 목살 미쳤다
"""),
("2025-09-28 00:50", r"""
도현: 지금 몇 시냐
서윤: 한 시 다 돼감
#d_sunrise_drop_p >d_sunrise_p 도현: 일출은 무리다 그냥 다들 자자
#d_sunrise_drop_a1 서윤: ㅇㅇ 일출 패스 ㅋㅋ 다 자
#d_sunrise_drop_a2 예린: 네에 알람 다 끌게요
태민: 살았다
지호: 잼민이 말 들을걸 ㅋㅋ
"""),
("2025-09-28 11:20", r"""
서윤: 체크아웃 완료
지호: 펜션 사장님이 분리수거 잘했다고 칭찬함 ㅋㅋ
예린: [사진]
예린: 주문진 방파제
+3h 서윤: 버스 탔다 다들 ㄱㄱ
+3h 도현: 차 반납 완료 다들 잘 들어갔어?
태민: 집 도착 기절 직전
예린: 저도요 ㅠ 너무 재밌었다
"""),
("2025-09-29 20:30", r"""
#settle 지호: MT 정산했어요
#settle2 지호: 펜션 42 렌트 기름 톨비 18만 7천 장보기 고기 29만 5천 해서 총 90만 2천원 썼고 96만원 걷었으니까 5만 8천원 남았어요
#settle_bank >d_fee_p 지호: 남은 건 말한 대로 동아리 통장에 넣었어요
서윤: 깔끔하다 ㄳ
#t_drive 도현: 사진 공유 드라이브 만들어서 오늘 밤에 전체방에 링크 올릴게
#t_ob 서윤: 아 그리고 정기전 OB 선배들 후원 요청 연락은 내가 이번 주 안에 돌릴게
#t_poster_re2 예린: 포스터도 이번 주에 시작할게요!
#nt_photobook 서윤: 졸업 전에 동아리 사진집 한번 내보고 싶다
태민: 누나 졸업 언제예요
서윤: 내후년…?
#aircon_r >nt_aircon 예린: 근데 태민아 에어컨은 언제 바꿔줌? ㅋㅋㅋ
태민: 성적 나오면요… (안 나옴)
+1h #t_drive_done 도현: 드라이브 링크 올렸음 원본 다 올려주세요
예린: 넵 지금 올려요
"""),
]

DECISIONS = [
    dict(id='d1', text='가을 정기출사(MT) 날짜: 9월 20~21일 토일',
         stated=['d_date1_p', 'd_date1_a1', 'd_date1_a2', 'd_date1_a3', 'd_date1_a4', 'd_date1_ok'],
         agreed_by=['서윤', '도현', '예린', '지호', '태민'], objected_by=[],
         status='superseded', superseded_by='d2', changed_at=['d_date2_p', 'd_date2_ok']),
    dict(id='d2', text='축제(19~20일) 부스 때문에 MT를 한 주 미뤄 9월 27~28일로',
         stated=['d_date2_p', 'd_date2_a1', 'd_date2_a2', 'd_date2_a3', 'd_date2_yr', 'd_date2_ok'],
         agreed_by=['서윤', '도현', '지호', '태민', '예린'], objected_by=['예린'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d3', text='강릉까지 KTX(청량리→강릉)로 이동',
         stated=['d_ktx_p', 'd_ktx_a1', 'd_ktx_a2', 'd_ktx_ok'],
         agreed_by=['서윤', '도현', '예린'], objected_by=[],
         status='superseded', superseded_by='d4', changed_at=['d_car_p', 'd_car_ok']),
    dict(id='d4', text='기차 대신 렌터카 두 대로 이동 (도현·서윤 운전)',
         stated=['d_car_p', 'd_car_p2', 'd_car_a1', 'd_car_a2', 'd_car_a3', 'd_car_ok'],
         agreed_by=['도현', '서윤', '지호', '예린'], objected_by=[],
         status='superseded', superseded_by='d5', changed_at=['d_car2_p', 'd_car2_ok']),
    dict(id='d5', text='렌터카 한 대(도현 운전, 장비+4명) + 나머지는 동서울→강릉 고속버스(각자 예매), 강릉터미널에서 합류',
         stated=['d_car2_p', 'd_car2_a1', 'd_car2_a2', 'd_car2_a3', 'd_car2_ok', 'd_car2_each', 'd_car2_each_a'],
         agreed_by=['도현', '서윤', '지호', '태민'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d6', text='가을 정기출사 장소는 강릉 (부산 아님)',
         stated=['d_place_p', 'd_place_a1', 'd_place_a2', 'd_place_a3', 'd_place_ok', 'd_place_tm'],
         agreed_by=['서윤', '예린', '지호', '도현', '태민'], objected_by=['태민'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d7', text='필름 공동구매: 울트라맥스 400, 10롤 이상이라 롤당 9천원 (운영진 15롤)',
         stated=['d_film_p', 'd_film_a1', 'd_film_a2', 'd_film_a3', 'd_film_a4', 'd_film_ok'],
         agreed_by=['지호', '태민', '예린', '서윤', '도현'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d8', text='정기전: 11월 17~21일 학생회관 2층 전시실',
         stated=['d_expo_p', 'd_expo_a1', 'd_expo_a2', 'd_expo_a3', 'hall_ok'],
         agreed_by=['서윤', '예린', '도현', '태민'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d9', text='MT 둘째 날 새벽 5시 반에 경포 일출 출사',
         stated=['d_sunrise_p', 'd_sunrise_a1', 'd_sunrise_a2', 'd_sunrise_tm'],
         agreed_by=['서윤', '도현', '예린', '태민'], objected_by=[],
         status='dropped', superseded_by=None,
         changed_at=['d_sunrise_drop_p', 'd_sunrise_drop_a1', 'd_sunrise_drop_a2']),
    dict(id='d10', text='동아리 단체 후드티 맞추기',
         stated=['d_hood_p', 'd_hood_a1', 'd_hood_a2', 'd_hood_ok'],
         agreed_by=['예린', '태민', '서윤'], objected_by=[],
         status='dropped', superseded_by=None,
         changed_at=['d_hood_drop_p', 'd_hood_drop_a1', 'd_hood_drop_a2']),
    dict(id='d11', text='MT 회비 1인 6만원 (버스비는 각자), 남는 돈은 동아리 통장으로',
         stated=['d_fee_p', 'd_fee_tm', 'd_fee_a1', 'd_fee_ok', 'settle_bank'],
         agreed_by=['지호', '태민', '도현', '서윤'], objected_by=['태민'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d12', text='숙소는 경포 솔바람 펜션 (최대 16명, 1박 42만원)',
         stated=['pension_info', 'd_pension_a1', 'd_pension_a2', 't_pension_done'],
         agreed_by=['도현', '예린', '서윤'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
]

NON_DECISIONS = [
    (['n_drone', 'n_drone_no'], 'proposal not taken up'),      # 드론 항공샷 → 비행금지구역
    (['n_dongbang'], 'joke'),                                  # 동방에서 1박, 숙박비 0원
    (['n_wine', 'n_wine_no'], 'proposal not taken up'),        # 오프닝 와인 → 음주 금지
    (['n_sale_q', 'n_sale_r'], 'question'),                    # 정기전 사진 판매? → 더 생각
    (['n_bot_early', 'n_bot_early_r'], 'bot suggestion ignored'),  # 클로디: 새벽 6시 출발
    (['n_bot_drink'], 'bot suggestion ignored'),               # 잼민이: 술 12시 전에 끝내기
    (['n_party', 'n_party_no'], 'proposal not taken up'),      # 부스 수익으로 회식
    (['n_bot_copy'], 'bot suggestion ignored'),                # 잼민이: 포스터 문구 1번 강추
    (['n_rain', 'n_rain_r'], 'hypothetical'),                  # 비 오면 펜션에서 인물사진
    (['n_games', 'n_games_no'], 'joke'),                       # 신입 장기자랑
]

TODOS = [
    dict(id='t1', owner='도현', task='숙소(펜션) 찾아서 예약하기',
         taken=['t_pension'], due='2025-09-05', status='done', closed_by=['t_pension_done'], handed_to=None),
    dict(id='t2', owner='예린', task='MT 참가 신청 구글폼 만들어 전체방에 올리기',
         taken=['t_form'], due='2025-09-02', status='done', closed_by=['t_form_done'], handed_to=None),
    dict(id='t3', owner='지호', task='필름 공구 취합 후 주문 넣기',
         taken=['t_film'], due='2025-09-08', status='done', closed_by=['t_film_done'], handed_to=None),
    dict(id='t4', owner='태민', task='동아리방 필름카메라·삼각대 상태 점검',
         taken=['t_gear', 't_gear_hand_ok'], due='2025-09-10', status='done',
         closed_by=['t_gear_done'], handed_to='서윤'),
    dict(id='t5', owner='지호', task='인원 확정 후 KTX 표 한꺼번에 예매',
         taken=['t_ktx'], due='', status='dropped', closed_by=['t_ktx_drop'], handed_to=None),
    dict(id='t6', owner='도현', task='렌터카 예약 (두 대 → SUV 한 대로 변경)',
         taken=['t_car', 't_car_re'], due='2025-09-14', status='done', closed_by=['t_car_done'], handed_to=None),
    dict(id='t7', owner='도현', task='펜션 예약을 27일로 옮기기 (펜션에 전화)',
         taken=['t_pension2'], due='2025-09-10', status='done', closed_by=['t_pension2_done'], handed_to=None),
    dict(id='t8', owner='서윤', task='전시실 대관 신청서 학생지원팀에 제출',
         taken=['t_hall'], due='2025-09-12', status='done', closed_by=['t_hall_done'], handed_to=None),
    dict(id='t9', owner='클로디', task='강릉 1박2일 출사 일정표 초안 작성',
         taken=['t_bot_plan'], due='', status='done', closed_by=['t_bot_plan_done'], handed_to=None),
    dict(id='t10', owner='잼민이', task='필름 공구 1인당 송금액 계산',
         taken=['t_bot_calc'], due='', status='done', closed_by=['t_bot_calc_done'], handed_to=None),
    dict(id='t11', owner='태민', task='펜션 근처 정육점에 바베큐 고기(8kg) 전화 주문',
         taken=['t_meat'], due='2025-09-19', status='done', closed_by=['t_meat_done'], handed_to=None),
    dict(id='t12', owner='예린', task='후드티 디자인 시안 그리기',
         taken=['t_hood'], due='2025-09-14', status='dropped', closed_by=['d_hood_drop_a1', 't_hood_drop'], handed_to=None),
    dict(id='t13', owner='예린', task='정기전 포스터 시안 만들기',
         taken=['t_poster', 't_poster_re', 't_poster_re2'], due='2025-09-23', status='open', closed_by=[], handed_to=None),
    dict(id='t14', owner='도현', task='MT 사진 공유 드라이브 만들어 전체방에 링크 올리기',
         taken=['t_drive'], due='2025-09-29', status='done', closed_by=['t_drive_done'], handed_to=None),
    dict(id='t15', owner='서윤', task='OB 선배들에게 정기전 후원 요청 연락 돌리기',
         taken=['t_ob'], due='2025-10-05', status='open', closed_by=[], handed_to=None),
]

NON_TODOS = [
    (['nt_insta', 'nt_insta_r'], 'already done by someone else'),  # 인스타 공지 → 예린이 이미 올림
    (['nt_aircon'], 'banter promise'),            # 올A+ 받으면 에어컨
    (['nt_key'], 'already done'),                 # 동방 열쇠 받아옴
    (['nt_film_due'], 'instruction to others'),   # 일요일까지 개수 말해달라
    (['nt_darkroom'], 'vague wish'),              # 흑백 현상 해보고 싶다
    (['nt_form_fix'], 'already done'),            # 폼·인스타 날짜 고쳐놓음
    (['nt_meal'], 'banter promise'),              # 밥 한번 살게요
    (['nt_tripod', 'nt_tripod_no'], 'offer declined'),  # 삼각대 사비로 → 됐어
    (['nt_fee_due'], 'instruction to others'),    # 24일까지 입금
    (['nt_bot_weather'], 'bot offer not taken up'),  # 클로디 날씨·일몰 찾아줄게요
    (['nt_wake'], 'banter promise'),              # 새벽에 깨워줄게
    (['nt_bot_copy'], 'bot offer not taken up'),  # 잼민이 인스타 홍보글
    (['nt_study'], 'vague promise'),              # 언제 한번 보정 스터디
    (['bus_buy'], 'already done'),                # 버스표 방금 예매
    (['nt_photobook'], 'vague wish'),             # 졸업 전 사진집
]

QUESTIONS = [
    # ---- changed
    ('출사 여행 결국 며칠에 가는 걸로 됐어?',
     ['d_date1_ok', 'd_date2_p', 'd_date2_ok'],
     '9월 27~28일(토일). 처음엔 20~21일이었는데 축제 부스 때문에 한 주 밀림', 'changed'),
    ('맨 처음에 잡았던 MT 날짜는?',
     ['d_date1_p', 'd_date1_ok'], '9월 20~21일 토일', 'changed'),
    ('강릉 갈 때 최종적으로 뭐 타고 가?',
     ['d_car2_p', 'd_car2_ok', 'd_car2_each', 't_car_done'],
     '도현이 렌트한 싼타페 한 대(장비+4명)와 나머지는 동서울발 고속버스(각자 예매), 강릉터미널에서 만남', 'changed'),
    ('교통편은 원래 뭘로 하려고 했었지?',
     ['d_ktx_p', 'd_ktx_ok'], 'KTX(청량리→강릉) 기차', 'changed'),
    ('차 두 대로 가려던 건 왜 엎어졌어?',
     ['license', 'signups', 'd_car2_p'],
     '서윤이 면허 딴 지 1년이 안 돼 렌트를 못 하고, 신청자도 16명이라 두 대로도 부족해서 한 대+버스로 바뀜', 'changed'),
    ('기차로 안 가게 된 이유가 뭐야?',
     ['ktx_soldout', 'd_car_p'],
     '27일 오전 KTX가 거의 매진이고 왕복 1인 6만원 가까이라 렌터카로 바꿈', 'changed'),
    ('경포에서 해 뜨는 거 찍기로 한 건 어떻게 됐어?',
     ['d_sunrise_p', 'd_sunrise_drop_p', 'd_sunrise_drop_a1'],
     '취소됨. 새벽 1시 가까이 안 자고 있어서 그냥 자기로 함(대체 일정 없음)', 'changed'),
    ('동아리 단체복 맞추는 얘기 결론 났어?',
     ['hood_quote', 'd_hood_drop_p', 'd_hood_drop_a1'],
     '없던 걸로 함. 자수 넣으면 한 벌 3만8천원이라 예산상 무리', 'changed'),
    ('숙소 예약은 지금 어느 날짜로 되어 있어?',
     ['t_pension_done', 't_pension2_done'],
     '27일 1박 (처음 20일로 잡았다가 추가금 없이 옮김)', 'changed'),
    # ---- owner
    ('동방 카메라랑 삼각대 체크는 최종적으로 누가 했어?',
     ['t_gear', 't_gear_hand', 't_gear_hand_ok', 't_gear_done'],
     '서윤 (태민이 맡았다가 팀플 때문에 서윤에게 넘김)', 'owner'),
    ('바베큐용 고기는 누가 맡았지?',
     ['t_meat', 't_meat_done'], '태민 (정육점에 8kg 전화 주문)', 'owner'),
    ('전시 공간 빌리는 서류 누가 냈어?',
     ['t_hall', 't_hall_done'], '서윤', 'owner'),
    ('정기전 포스터 담당은 누구야?',
     ['t_poster_q', 't_poster'], '예린', 'owner'),
    ('필름값 각자 얼마인지 계산해준 건 누구야?',
     ['t_bot_calc_q', 't_bot_calc_done'], '잼민이(봇)', 'owner'),
    ('출사 일정표 초안은 누가 만들었어?',
     ['t_bot_plan_q', 't_bot_plan_done'], '클로디(봇)', 'owner'),
    # ---- status
    ('지호가 기차표 사놨어?',
     ['t_ktx', 't_ktx_drop'], '안 삼. 렌터카로 바뀌어서 살 필요가 없어짐(사기 전이었음)', 'status'),
    ('포스터 시안 나왔어?',
     ['t_poster', 't_poster_re', 't_poster_re2'],
     '아직. 예린이 MT 이후로 미뤘고 이번 주에 시작한다고 함', 'status'),
    ('공구한 필름은 받았어?',
     ['t_film_done', 'film_arrived'], '응, 8일에 주문해서 10일에 도착, 동방 사물함에 이름 붙여 보관', 'status'),
    ('예린이 그리던 단체복 디자인은 완성됐어?',
     ['t_hood', 't_hood_drop'], '아니, 후드티가 취소돼서 반쯤 그리다 그만둠', 'status'),
    ('여행 사진 모을 폴더 생겼어?',
     ['t_drive', 't_drive_done'], '응, 도현이 공유 드라이브 만들어 전체방에 링크 올림', 'status'),
    ('선배들한테 후원 부탁하는 연락은 돌렸어?',
     ['t_ob'], '아직. 서윤이 이번 주 안에 하겠다고만 함', 'status'),
    # ---- single
    ('펜션 하룻밤 가격이 얼마였어?',
     ['pension_info'], '42만원 (최대 16명)', 'single'),
    ('고기 총 몇 kg 시켰어?',
     ['t_meat_done'], '삼겹살·목살 합쳐 8kg', 'single'),
    ('공구 필름 한 롤에 얼마였어?',
     ['d_film_p'], '9천원 (울트라맥스 400, 10롤 이상일 때)', 'single'),
    ('축제 부스로 번 돈은?',
     ['booth_rev'], '이틀 동안 12만 3천원', 'single'),
    ('MT 참가비 1인당 얼마 걷었어?',
     ['d_fee_p', 'd_fee_ok'], '6만원 (버스비는 별도로 각자)', 'single'),
    ('강릉 말고 딴 데 가자고 한 사람 누구였어?',
     ['d_place_obj', 'd_place_tm'], '태민이 부산을 원했지만 강릉으로 따름', 'single'),
    # ---- temporal
    ('사진전은 언제부터 언제까지 해?',
     ['d_expo_p', 'hall_ok'], '11월 17일부터 21일까지', 'temporal'),
    ('렌트카 찾는 시간은 몇 시였어?',
     ['t_car_done'], '27일 아침 8시', 'temporal'),
    ('참가비 보내야 하는 기한은?',
     ['nt_fee_due'], '9월 24일까지', 'temporal'),
    ('버스 팀은 몇 시 차 탔어?',
     ['bus_buy'], '동서울 8시 10분 버스', 'temporal'),
    ('학생회관 전시실 사용 허가 언제 떨어졌어?',
     ['hall_ok'], '9월 17일', 'temporal'),
    # ---- multi
    ('MT 끝나고 돈 얼마 남았고 그 돈은 어떻게 했어?',
     ['settle2', 'settle_bank'], '5만 8천원 남아서 동아리 통장에 넣음 (96만원 걷어 90만 2천원 씀)', 'multi'),
    ('필름 총 몇 롤 샀고 태민이는 얼마 보냈어?',
     ['t_film_done', 't_bot_calc_done'], '15롤, 태민은 4롤이라 36,800원', 'multi'),
    ('참가비 비싸다는 말 나왔었어? 어떻게 정리됐어?',
     ['d_fee_obj', 'd_fee_r', 'd_fee_tm', 'd_fee_ok'],
     '태민이 버스비까지 치면 세다고 했지만 숙소·고기 포함이라는 서윤 말에 수긍, 6만원 유지', 'multi'),
    ('일정 미룰 때 예린이는 뭐가 문제였고 어떻게 풀렸어?',
     ['d_date2_obj', 'd_date2_yr'], '27일에 알바가 있었는데 사장님이 바꿔줘서 참가 가능', 'multi'),
]


if __name__ == '__main__':
    msgs, markers = build(SESSIONS, PEOPLE, tz_hours=9, seed=20250901)
    write_all(HERE, msgs, markers, DECISIONS, NON_DECISIONS, TODOS, NON_TODOS, QUESTIONS)
