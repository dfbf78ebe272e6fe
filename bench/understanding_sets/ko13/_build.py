#!/usr/bin/env python3
"""Korean guesthouse staff chat (제주 세화 '바당소리 게스트하우스' 스태프방):
성수기 예약 + 보일러 + 새 조식 + 야놀자 입점 + 직원 야유회 + 이웃 민원,
2025-07-07 .. 2025-08-10, +09:00.

Run `python3 _build.py` (from anywhere) to regenerate chat.jsonl and the label
files in this folder. Line format: see ../_chatgen.py.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from _chatgen import build, write_all  # noqa: E402

PEOPLE = {
    '정훈': (6381120947, False),   # 사장 (남편), 40대 중반; 반말, short
    '수진': (5920318864, False),   # 사장 (아내), 40대 초반; 예약·OTA·돈, 해요체 to staff
    '하은': (7152290436, False),   # 알바, 24, 휴학생; 조식·인스타, ㅋㅋ, emoji
    '태윤': (6694018253, False),   # 알바, 27, 야간 데스크, 서핑; short, jokes
    '순자': (5318847702, False),   # 청소 담당, 60대, 정훈의 이모; 제주 말
    '잼민이': (7880214536, True),  # bot: casual, emoji
    '클로디': (7962318805, True),  # bot: polite
}

SESSIONS = [
("2025-07-07 10:12", r"""
수진: 다들 좋은 아침이에요~ 이번 주부터 진짜 성수기 시작입니다
수진: 7월 넷째 주부터 8월 둘째 주까지 도미토리 거의 다 찼어요 개인실은 2개 남음
하은: 오 대박 작년보다 빠르네요
태윤: 전 이제 밤에 잠 못 자는 거죠 ㅋㅋ
정훈: 원래 못 자잖아
태윤: 그건 그렇죠
순자: 게메 손님 하영 오민 좋주게. 수건 더 사사 허쿠다
#nt_towel 하은: 수건 제가 쿠팡으로 주문할까요?
#nt_towel_r >nt_towel 수진: 어제 밤에 50장 시켰어 ㅎㅎ 수요일 도착
하은: 역시 👍
#d_ota_p 수진: 그리고 에어비앤비만으론 좀 불안해서 야놀자에도 올려볼까 해요. 수수료 좀 나가도 평일 공실 채우려면
#d_ota_a1 정훈: ㅇㅇ 해봐 작년 평일 빈 방 아까웠어
#d_ota_a2 하은: 좋아요! 제 친구들 다 야놀자로 예약하더라구요
#d_ota_a3 태윤: ㄱㄱ
#t_ota 수진: 그럼 입점 신청은 제가 이번 주 안에 넣을게요
#d_ota_ok 수진: 야놀자 같이 올리는 걸로 확정!
"""),
("2025-07-07 23:41", r"""
태윤: 사장님 2층 샤워실 물이 계속 미지근하대요
태윤: 독일 손님 두 분 찬물 샤워하고 나옴 ㅋㅋ 표정이 좀
정훈: 또?
정훈: 보일러 빨간불 들어왔어?
태윤: 깜빡깜빡해요 [사진]
#t_boiler_call 정훈: 낼 아침에 바로 보일러 기사 부를게
정훈: 오늘은 1층 샤워실 쓰라고 해줘
태윤: 넵 안내했어요
"""),
("2025-07-08 08:52", r"""
순자: 정훈아 보일러실서 무신 소리 남수다. 텅텅 허멍
순자: 새벽이 나 왔을 때부터 경 햄서
정훈: 네 이모 기사님 10시에 오신대요
#nt_fix_offer 태윤: 제가 한번 뜯어볼까요? 군대서 보일러병이었는데
#nt_fix_no >nt_fix_offer 정훈: 아냐 건들지 마 ㅋㅋ 가스야
태윤: 넹
"""),
("2025-07-08 11:37", r"""
#t_boiler_call_done 정훈: 기사님 보고 가심. 순환펌프 쪽이 맛이 갔대\n임시로 손봐서 물은 나오는데 오래는 못 간다고
정훈: 견적 뽑아서 보내준대
수진: 아 올해만 벌써 세 번째네
하은: 2층 손님들 오늘 아침에 따뜻한 물 나온다고 좋아하셨어요 ㅎ
"""),
("2025-07-09 14:20", r"""
하은: 사장님 조식 얘기 좀 해도 돼요?
하은: 요즘 토스트+계란+시리얼 리뷰에 "평범하다" 계속 나와서요 ㅠ
수진: 나도 봤어 ㅜ
#d_menu_p 하은: 전복죽이랑 귤주스로 바꾸면 어때요? 제주 느낌도 나고 사진도 잘 나올 것 같아요 🍊
#d_menu_obj 태윤: 죽은 끓이는데 오래 걸리지 않아요? 주말 아침은 제가 보는데
태윤: 7시에 일어나서 쌀 불리고.. 전 죽어요
#d_menu_a1 수진: 난 찬성! 원가는 좀 봐야겠지만
#d_menu_r 하은: 쌀은 전날 밤에 불려놓으면 30분이면 돼요 제가 레시피 적어둘게요
#t_jeonbok 순자: 전복은 나 친구 해녀신디 받으민 싸우다. 나가 말해보쿠다
#d_menu_a2 정훈: 이모가 전복 구해주면 해보자
#d_menu_tw >d_menu_r 태윤: 밤에 불려두면 되는 거면.. ㅇㅋ 해봐요
#d_bf_time_p 수진: 시간은 지금처럼 8시부터 10시까지 그대로 가고요
#d_bf_time_a 하은: 넵 8시 10시 ㅇㅋ
수진: @잼민이 전복죽 1인분 원가 대충 얼마나 나와? 전복 1마리 들어간다 치고
#t_bot_cost 잼민이: 오키 잠깐만 계산해볼게 🧮
"""),
("2025-07-09 14:52", r"""
#t_bot_cost_done 잼민이: 대충 뽑아봤어!\n전복 1마리(중) 약 4,000원\n쌀·참기름·내장 등 600원\n귤주스 1잔 800원\n➡️ 1인 약 5,400원 (지금 토스트 세트 약 2,300원)
#nd_bot_buffet 잼민이: 근데 그냥 뷔페식으로 빵이랑 죽 둘 다 깔아두면 골라먹어서 더 좋을 듯? 😎
수진: 생각보다 세네..
#nd_room_price 정훈: 대신 1박에 조식 포함 가격 조금 올리면 되지
#nt_price_later 수진: 음 그건 야놀자 올리면서 같이 정리할게요
"""),
("2025-07-10 09:05", r"""
#t_jeonbok_done 순자: 해녀 친구신디 말해시난 이틀에 한 번 서른 마리씩 갖다 준댄. 마리당 3천5백
정훈: 오 이모 최고
>t_jeonbok_done 하은: 이모님 짱 🙏🙏
#t_menu_card 하은: 그럼 새 메뉴판은 제가 토요일까지 만들어서 식당 벽에 붙일게요
순자: 게난 언제부터 죽 쒐 거라?
#bf_start 하은: 다음 주 월요일부터요!
"""),
("2025-07-10 16:44", r"""
수진: @클로디 야놀자 숙소 소개글 좀 써줄 수 있어? 세화해변 도보 3분, 도미토리 4인실 3개 개인실 2개, 조식 전복죽, 옥상 바다 전망
#t_bot_intro 클로디: 네, 써드릴게요. 잠시만 기다려 주세요.
#t_bot_intro_done 클로디: 초안입니다.\n"세화 바다가 걸어서 3분, 바당소리 게스트하우스입니다. 4인 도미토리 3실과 개인실 2실, 아침엔 제주 전복죽과 귤주스를 드립니다. 해 질 녘 옥상에서 바라보는 바다를 꼭 보고 가세요."
#nt_bot_review 클로디: 필요하시면 지난 리뷰들에 대한 답글도 같이 정리해 드릴 수 있어요.
수진: 오 좋다 이거 거의 그대로 쓸게
하은: 옥상 문장 감성 ㅋㅋㅋ
"""),
("2025-07-11 20:15", r"""
정훈: 보일러 견적 왔다
#boiler_quote 정훈: 펌프만 갈면 35만, 통째로 새 거 180만
태윤: 헐
#d_boiler_p 수진: 그냥 새로 해요. 올해만 세 번 불렀고 8월에 또 고장 나면 손님들 다 찬물이에요
#d_boiler_obj 정훈: 180이면 너무 세다 펌프만 갈아도 올여름은 버틸걸
#boiler_refund 수진: 버티다 8월 첫째 주에 고장 나면 환불만 해도 180 넘어요
순자: 오래 된 거 맞수다. 나 시집오기 전부터 있던 거 닮은디
태윤: 이모님 그건 아니죠 ㅋㅋㅋ
#d_boiler_jh 정훈: ...알았어 새 걸로 가자
#t_boiler_install 정훈: 설치 날짜는 내가 기사님이랑 잡을게 손님 적은 평일로
#d_boiler_a1 하은: 👍
정훈: @클로디 가정용 기름보일러 24평 정도면 용량 얼마짜리가 맞아?
클로디: 보통 그 정도 면적이면 2만~2만5천 kcal/h급을 많이 쓰세요. 샤워실이 여러 개라 온수 사용이 몰리면 한 단계 큰 용량이 좋습니다.
#nd_bot_solar 클로디: 참고로 제주는 일조량이 좋아서, 교체하시는 김에 태양열 온수기를 같이 검토해 보셔도 좋을 것 같아요.
정훈: 오케이 기사님도 2만5천 얘기하더라
"""),
("2025-07-12 11:03", r"""
#t_menu_card_done 하은: 메뉴판 붙였어요!! [사진]
하은: 글씨는 제 손글씨 ㅎㅎ
수진: 귀엽다 ㅋㅋ 귤 그림 뭐야
순자: 곱닥허다 잘 해시네
>t_menu_card_done 태윤: 전복이 좀 달팽이 같은데요
하은: 시끄러
#d_trip1_p 정훈: 아 그리고 우리 야유회 날짜 잡자. 성수기 끝나면 정신없으니까 7월 28일 월요일 어때 우도 한 바퀴
#d_trip1_a1 하은: 우도 좋아요!! 땅콩아이스크림!!
#d_trip1_a2 태윤: ㅇㅋ 월요일이면 저 쉬는 날
#d_trip1_a3 순자: 나도 가주. 우도 안 가본 지 십 년 되어수다
#d_trip1_a4 수진: 28일 좋아요 그날 체크인 3팀밖에 없어요
#d_trip1_ok 정훈: 그럼 28일 우도 확정
#t_udo 태윤: 배 시간이랑 전기자전거 대여는 제가 알아볼게요
#nd_family_q 순자: 게난 우리 손지도 데령 가도 되쿠과?
#nd_family_r 정훈: 이모 그건 좀 ㅋㅋ 직원 야유회
순자: 알아수다 ㅎㅎ
"""),
("2025-07-13 17:30", r"""
#t_ota_done 수진: 야놀자 입점 신청 넣었어요. 심사 3~5일 걸린대요
수진: 클로디가 써준 소개글 넣었고 사진은 하은이가 찍은 거 썼어
하은: 오 제 사진 ㅎㅎ 출세했다
정훈: 수고했어
"""),
("2025-07-14 08:10", r"""
하은: [사진]
#bf_first 하은: 전복죽 첫날!! 🥣
하은: 프랑스 커플이 두 그릇 드심 ㅋㅋㅋ
수진: 오 반응 좋다
순자: 내장 넣으난 색이 곱닥허다
태윤: 저도 하나만요
하은: 손님 거임
#nd_pork 태윤: 다음엔 흑돼지 삼겹살 조식 어때요 아침부터 고기 굽는 게스트하우스
>nd_pork 하은: 연기 때문에 손님들 다 도망가 ㅋㅋ
"""),
("2025-07-14 21:05", r"""
#d_bbq_p 태윤: 사장님 그 얘기 했던 거요. 토요일마다 마당에서 바베큐 파티 하면 어때요? 1인 2만원 받고
태윤: 다른 게하들 다 해요 손님들 그거 보고 예약한대요
#d_bbq_a1 하은: 오 저 찬성 분위기 좋을 듯
#d_bbq_a2 정훈: 고기는 내가 굽지 뭐 해보자
#d_bbq_a3 수진: 그럼 이번 주 토요일 19일부터 해봐요. 신청은 체크인할 때 받고
태윤: 앗싸
순자: 고기 하영 사민 나도 하나 주라 ㅎㅎ
"""),
("2025-07-15 13:22", r"""
#d_shirt_p 하은: 아 그리고 스태프 티셔츠 있으면 좋을 것 같아요! 남색에 하얀 글씨로 바당소리
#d_shirt_p2 하은: 손님들이 누가 직원인지 자꾸 헷갈려하셔서요
#d_shirt_a1 수진: 오 괜찮다 이모님 것도 하자
#d_shirt_a2 순자: 나도 입어보카? ㅎㅎ 젊어지켜
#d_shirt_a3 정훈: 그래 해
#t_shirt_design 하은: 시안은 제가 다음 주 안에 그려볼게요 ✏️
태윤: 등에 야간 데스크 담당이라고 써주세요
하은: ㅋㅋㅋ 그건 따로 돈 내
"""),
("2025-07-16 23:58", r"""
태윤: 사장님 오늘 새벽 1시 반에 체크인 손님 와서.. 저 두 시에 잤어요
태윤: 막배 놓치고 렌트카 반납하고 오셨대요
#d_key_p 태윤: 밤 10시 넘어서 오는 분들은 키박스로 셀프 체크인 하게 하면 안 될까요? 비번 문자로 보내고
#d_key_a1 수진: 나도 생각했어. 그렇게 해요 10시 이후는 셀프
#d_key_a2 정훈: ㅇㅋ 대신 방 안내문 잘 써놔
#t_keybox 태윤: 키박스는 제가 다이소 말고 철물점 거로 사서 달게요 이번 주 안에
하은: 태윤오빠 드디어 자는구나
"""),
("2025-07-17 10:40", r"""
순자: 오늘 301호 손님 수건 여섯 장 쓴 거 알아지쿠과
순자: 두 사람이 여섯 장. 무사 경 햄신디
하은: ㅋㅋㅋㅋ 수영하고 오셨대요
순자: 게메
#nt_momguk 순자: 언제 한번 느네들 몸국 끓여주고 싶은디 시간이 읎다
하은: 이모님 몸국 먹고 싶어요 ㅠㅠ
"""),
("2025-07-18 15:12", r"""
#nd_surf_p 태윤: 그리고 이건 진짜 제안인데요 서핑 강습 패키지 팔면 어때요? 제 친구가 월정리에서 강습해요
#nd_surf_no >nd_surf_p 정훈: 올해는 말고. 사고 나면 우리 책임이야
태윤: 넵..
#t_keybox_done 태윤: 키박스 달았어요 현관 오른쪽 [사진]
태윤: 비번은 일단 0718로 해놨어요
수진: 굿굿 문자 템플릿은 내가 어제 만들어둠
"""),
("2025-07-19 18:45", r"""
하은: [사진]
하은: 바베큐 첫 파티 14명 신청!!
정훈: 숯 피웠다
태윤: 음악 틀어요
순자: 너무 시끄럽게 허지 말라이
"""),
("2025-07-20 09:30", r"""
정훈: 아 망했다
정훈: 옆집 강씨 삼춘이 아침부터 찾아왔어. 어젯밤 12시 넘어서까지 시끄러워서 잠을 못 잤대
수진: 아이고..
하은: 옥상에서 2차 한 팀 있었어요 ㅠ 제가 11시에 한 번 말씀드렸는데
태윤: 죄송해요 제가 데스크에 있어서 못 챙겼어요
순자: 그 삼춘 성질 있수다. 전에도 앞집이영 싸웠주게
#d_quiet_p 수진: 앞으로 밤 10시 넘으면 마당이랑 옥상 둘 다 닫아요. 10시에 소등하고 안내문 붙이고
#d_quiet_obj 태윤: 옥상은 손님들이 제일 좋아하는 데인데.. 10시는 너무 이르지 않아요? 11시 정도는
#d_quiet_r >d_quiet_obj 정훈: 한 번 더 민원 들어가면 구청에서 나와. 10시로 해
#d_quiet_tw 태윤: 네.. 알겠어요 10시 땡 하면 제가 올라가서 말할게요
#d_quiet_a1 하은: 넵
#t_neighbor 정훈: 그리고 강씨 삼춘한텐 내가 한라봉 한 박스 들고 가서 사과드릴게
#nd_bbq_joke 태윤: 다음 바베큐에 삼춘 초대하면 해결 아닐까요
하은: ㅋㅋㅋㅋ 그럴 분이 아닌 듯
"""),
("2025-07-20 19:12", r"""
#d_bbq_drop 수진: 바베큐는 그냥 접어요. 10시 전에 끝내도 고기 냄새랑 소리 때문에 또 말 나올 거 같아요
#d_bbq_drop_a 정훈: 그래 돈 몇 푼 벌자고 동네에서 욕먹지 말자
태윤: 아쉽지만.. ㅇㅋ
하은: 다음 주 신청하신 분들한테 취소 안내 방금 다 돌렸어요
정훈: 안내문 붙였다 [사진]
"""),
("2025-07-21 11:02", r"""
수진: 야유회 얘기요
#trip2_reason 수진: 28일에 단체 예약이 들어왔어요 대학생 8명 2박. 거절하기엔 너무 아까워서
#d_trip2_p 수진: 야유회를 8월 4일 월요일로 미루면 어때요? 그날은 아직 체크인 2팀이에요
#d_trip2_a1 정훈: 8명이면 받아야지. 4일로 하자
#d_trip2_a2 하은: 저 4일 괜찮아요!
#d_trip2_a3 태윤: 저도 그날 쉬게 해주시면 ㅇㅋ
#d_trip2_a4 순자: 나는 언제든 좋수다
#d_trip2_ok 수진: 그럼 8월 4일 우도로 변경! 28일은 다 출근이에요 ㅎㅎ
#t_udo_re 태윤: 배는 4일 기준으로 다시 볼게요
"""),
("2025-07-21 17:46", r"""
#t_neighbor_hand 정훈: 이모 강씨 삼춘네 이모가 좀 가주면 안 돼요? 나보다 이모 말을 더 잘 들으실 거 같아
#t_neighbor_acc 순자: 게난 나가 가주켜. 한라봉은 느가 사놔라
정훈: 넵 어제 사서 창고에 있어요
"""),
("2025-07-22 10:15", r"""
순자: 2층 샤워기 헤드 물 줄줄 새수다. 고무가 다 삭아신가
#t_shower 태윤: 그거 제가 이번 주 안에 새 걸로 갈게요
수진: 고마워
#t_neighbor_done 순자: 강씨 삼춘네 다녀와수다. 한라봉 드리난 웃으멍 받아서. 밤에만 조용허게 해주민 된댄
정훈: 이모 진짜 감사해요 ㅠ
하은: 이모님 해결사 👍
"""),
("2025-07-23 21:30", r"""
#d_bf_time2 수진: 내일부터 조식은 7시 반에 열고 9시 반에 닫아요. 성산 첫배 타러 가는 손님들이 자꾸 빈속으로 나가셔서요
#d_bf_time2_a1 하은: 넵 그럼 저 7시까지 나올게요
#d_bf_time2_a2 태윤: 주말엔 제가 7시 10분에 불 올릴게요
#d_bf_time2_a3 순자: 나도 7시 반이민 빨래 돌리고 딱 맞수다
"""),
("2025-07-24 07:52", r"""
하은: [사진]
하은: 7시 반 오픈 첫날 ㅋㅋ 벌써 다섯 분
수진: 거봐 배 손님들 ㅎㅎ
"""),
("2025-07-24 13:40", r"""
#t_insta 하은: 전복죽 사진 인스타 계정에 올려도 돼요? 주말에 릴스로 만들어볼게요
수진: 당연하지 올려줘
#nd_price_p 태윤: 성수기니까 도미토리 1박 4만원에서 5만원으로 올리는 건요?
#nd_price_r >nd_price_p 수진: 8월 방은 이미 다 나가서 지금 올려도 의미 없어 ㅋㅋ 내년에 보자
태윤: 아 그렇네요
"""),
("2025-07-25 22:10", r"""
#nt_dm 하은: 인스타 DM 밀린 거 방금 다 답장했어요 휴
수진: 고생했어~
태윤: 오늘 체크인 3팀 다 키박스로 하셨어요 생각보다 잘 되네요
정훈: 그치
"""),
("2025-07-26 10:05", r"""
정훈: 마당 평상 다리 하나가 흔들린다
순자: 어제 손님 앉았당 넘어질 뻔 해수다
#t_bench 정훈: 다음 주에 각목 사다가 내가 고칠게 그 전엔 거기 앉지 말라고 해줘
하은: 테이프로 x 쳐놨어요
#t_insta_done 하은: 릴스 올렸어요!! 조회수 벌써 2천 ㅋㅋ [사진]
수진: 와 대박
"""),
("2025-07-27 20:20", r"""
정훈: 야유회 말인데
정훈: 8월 첫째 주 우도는 사람 때문에 못 다녀. 작년에 배 타는 데만 한 시간 기다렸다
#d_trip3_p 정훈: 그날 모슬포에서 선상낚시 어때. 반나절 배 빌리면 우리끼리 타고 잡은 거 회 떠먹고
#d_trip3_a1 태윤: 오 낚시 좋아요!!
#d_trip3_obj 하은: 저 배 멀미 진짜 심한데요.. 우도 배 20분도 힘든데 반나절은 ㅠㅠ
#d_trip3_a2 순자: 나도 좋아. 옛날엔 나가 배 타서 자리돔 잡아시녜
#d_trip3_r 수진: 멀미약 먹고 오전만 타고 오후엔 카페 가자. 하은이 가고 싶다던 그 대정 카페
#d_trip3_he >d_trip3_r 하은: 오후에 카페면.. 그래요 멀미약 두 개 먹을게요 ㅋㅋ
#d_trip3_ok 정훈: 4일 모슬포 낚시로 간다
#t_boat 수진: 배는 제가 예약할게요 아는 선장님 있어
#nt_fish 태윤: 제가 돌돔 잡아서 회 쏩니다
>nt_fish 순자: 돌돔은 아무나 잡는 줄 아라 ㅎㅎ
"""),
("2025-07-28 15:05", r"""
하은: 대학생 단체 체크인 완료요 8명 다 키박스 말고 제가 직접 받았어요
수진: ㅎㅎ 낮이니까
#t_udo_drop 태윤: 아 그럼 우도 배편은 이제 안 봐도 되는 거죠? 아직 예약은 안 했어요
정훈: ㅇㅇ 안 해도 돼
"""),
("2025-07-28 17:30", r"""
#t_boiler_install_re 정훈: 보일러 설치 30일 수요일 오전으로 잡았다. 그날 오전엔 온수 안 나와
수진: 체크아웃 끝나고 하는 거죠?
정훈: ㅇㅇ 10시부터
"""),
("2025-07-29 19:08", r"""
수진: @잼민이 8월 4일 모슬포 선상낚시 5명이면 보통 얼마 들어?
잼민이: 반나절(4시간) 배 통으로 빌리면 보통 40~60만원대야! 미끼·채비 포함인 데가 많고 🎣
#nt_bot_route 잼민이: 원하면 낚시 끝나고 갈만한 모슬포 맛집 코스도 짜줄게~
정훈: 생각보다 안 비싸네
#t_boat_done 수진: 선장님이랑 통화했어요. 4일 아침 7시 모슬포항, 4시간 45만원. 예약금 보냈어요
#d_trip3_conf 하은: 7시면.. 저 6시에 일어나야겠네요 ㅋㅋ 넵
"""),
("2025-07-30 12:20", r"""
#t_boiler_install_done 순자: 기사님 왕 새 보일러 달앙 가수다. 온수 틀어보난 뜨끈허게 잘 나왐수다
순자: 헌 거는 트럭에 실어 가고
정훈: 이모 고마워요 저 은행 갔다 오느라
수진: 와 드디어 ㅠㅠ
태윤: 오늘 밤 손님들 행복하겠다
"""),
("2025-07-31 22:40", r"""
#nd_typhoon 태윤: 근데 만약에 4일에 태풍 오면 낚시 어떻게 돼요?
수진: 그럼 선장님이 알아서 취소해주신대 예약금도 돌려주고
태윤: 오 다행
#nt_surf_teach 태윤: 이모님 나중에 서핑 한번 가르쳐드릴게요
순자: 나 물에 빠지민 느가 책임져라 ㅋㅋ
"""),
("2025-08-01 11:15", r"""
정훈: 티셔츠 말인데
정훈: 업체 세 군데 물어봤는데 최소 주문이 50장이래. 우리 다섯 명인데
#d_shirt_drop 정훈: 그냥 티셔츠는 하지 말자. 명찰이나 하나씩 달자
#d_shirt_drop_a 수진: 그래요 50장은 좀..
#t_shirt_drop 하은: 앗 그럼 시안은 안 그려도 되겠네요 ㅋㅋ 사실 아직 스케치만 했어요
순자: 아깝다 나 입어보젠 해신디
#nd_cat_p 하은: 티셔츠 대신 게하 고양이 한 마리 들이는 건 어때요 마스코트 🐈
#nd_cat_no >nd_cat_p 수진: 알러지 손님 생각하면 안 돼 ㅋㅋ
"""),
("2025-08-01 18:03", r"""
#ota_live 수진: 야놀자 심사 통과해서 어제부터 리스팅 떴어요!
수진: 벌써 평일 예약 두 건 들어옴
정훈: 오 빠르네
#nt_dayoff 수진: 그리고 8월 휴무 희망일 다음 주 금요일까지 저한테 보내주세요
하은: 넵!
"""),
("2025-08-02 09:25", r"""
순자: 오늘 빨래 하영 해수다. 건조기 두 번 돌려신디 아직도
하은: 이모님 저 지금 올라가서 같이 개요
순자: 고맙다게
"""),
("2025-08-03 21:00", r"""
수진: 내일 6시 반에 게하 앞에서 출발해요. 차는 제 차랑 정훈씨 차
수진: 데스크는 오늘 밤 단기 알바 민석이가 봐줘요
#nt_motion 태윤: 멀미약 하은이 거 제가 사놨어요
하은: 오 감동 ㅠ
순자: 김밥 재료는 나가 벌써 다 사놔수다
"""),
("2025-08-04 08:15", r"""
태윤: [사진]
태윤: 첫 고기!! 쥐치
하은: 저 아직 살아있어요..
순자: 하은아 저기 멀리 섬 봐라 경 허민 덜 어지러와
정훈: 이모가 제일 많이 잡으심 ㅋㅋ
"""),
("2025-08-04 15:40", r"""
하은: [사진]
하은: 대정 카페 살았다 ㅋㅋㅋ
수진: 오늘 다들 고생했어요 회 맛있었다
#nt_deck 정훈: 올 겨울엔 옥상 데크 새로 깔아줄게 언젠가
>nt_deck 태윤: 그 말 작년에도 하셨어요
"""),
("2025-08-05 10:30", r"""
태윤: 키박스 비번 바꿨어요
수진: ㅇㅋ 문자 템플릿도 방금 바꿨어
순자: 301호 에어컨 필터 먼지 하영이라
#nt_aircon 정훈: 아까 봤어요 필터 빨아서 옥상에 널어놨어
"""),
("2025-08-06 22:15", r"""
>t_shower 수진: 2층 샤워기 어떻게 됐어?
#t_shower_re 태윤: 아 죄송해요 ㅠ 헤드 사다놨는데 아직 못 갈았어요. 목요일에 꼭 할게요
순자: 물 샘서 수건 깔아놔수다
"""),
("2025-08-07 14:10", r"""
수진: 야놀자 리뷰 첫 개 달림 "아침 전복죽 최고, 조용해서 푹 잤어요"
>d_quiet_p 하은: 조용해서 ㅋㅋㅋ 효과 있다
정훈: 10시 소등의 힘
태윤: 제가 매일 올라가서 옥상 닫은 결과죠
"""),
("2025-08-08 19:50", r"""
수진: 이번 주말 만실이에요 다들 힘내요
하은: 화이팅 🍊
순자: 일요일은 나 오후에 제사라 점심 전에 가크라
수진: 넵 이모님
"""),
("2025-08-09 16:02", r"""
>t_bench 순자: 평상 아직도 흔들렴수다
#t_bench_re 정훈: 아 맞다 ㅠ 각목은 샀어. 다음 주 화요일엔 진짜 고친다
>t_bench_re 하은: 그 말 믿어요
"""),
("2025-08-10 22:30", r"""
태윤: 오늘 밤 체크인 두 팀 다 키박스로 들어오심
수진: 수고했어 다음 주도 만실이다
하은: 저 이번 주 휴무 언제에요?
수진: 수요일!
하은: 앗싸
"""),
]

DECISIONS = [
    dict(id='d1', text='직원 야유회: 7월 28일(월) 우도',
         stated=['d_trip1_p', 'd_trip1_a1', 'd_trip1_a2', 'd_trip1_a3', 'd_trip1_a4', 'd_trip1_ok'],
         agreed_by=['정훈', '하은', '태윤', '순자', '수진'], objected_by=[],
         status='superseded', superseded_by='d2', changed_at=['d_trip2_p', 'd_trip2_ok']),
    dict(id='d2', text='28일 단체 예약을 받으려고 야유회를 8월 4일(월)로 미룸 (우도 그대로)',
         stated=['d_trip2_p', 'd_trip2_a1', 'd_trip2_a2', 'd_trip2_a3', 'd_trip2_a4', 'd_trip2_ok'],
         agreed_by=['수진', '정훈', '하은', '태윤', '순자'], objected_by=[],
         status='superseded', superseded_by='d3', changed_at=['d_trip3_p', 'd_trip3_ok']),
    dict(id='d3', text='8월 4일 야유회는 우도 대신 모슬포 선상낚시(오전), 오후엔 대정 카페',
         stated=['d_trip3_p', 'd_trip3_a1', 'd_trip3_a2', 'd_trip3_r', 'd_trip3_he', 'd_trip3_ok', 't_boat_done', 'd_trip3_conf'],
         agreed_by=['정훈', '태윤', '순자', '수진', '하은'], objected_by=['하은'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d4', text='조식 시간은 8시~10시 그대로',
         stated=['d_bf_time_p', 'd_bf_time_a'],
         agreed_by=['수진', '하은'], objected_by=[],
         status='superseded', superseded_by='d5', changed_at=['d_bf_time2']),
    dict(id='d5', text='조식을 7시 반~9시 반으로 (첫배 타는 손님 때문에)',
         stated=['d_bf_time2', 'd_bf_time2_a1', 'd_bf_time2_a2', 'd_bf_time2_a3'],
         agreed_by=['수진', '하은', '태윤', '순자'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d6', text='조식을 토스트 세트에서 전복죽 + 귤주스로 바꿈',
         stated=['d_menu_p', 'd_menu_a1', 'd_menu_r', 'd_menu_a2', 'd_menu_tw'],
         agreed_by=['하은', '수진', '정훈', '태윤'], objected_by=['태윤'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d7', text='에어비앤비에 더해 야놀자에도 숙소 올리기',
         stated=['d_ota_p', 'd_ota_a1', 'd_ota_a2', 'd_ota_a3', 'd_ota_ok'],
         agreed_by=['수진', '정훈', '하은', '태윤'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d8', text='보일러는 수리 대신 새 것으로 교체 (180만원)',
         stated=['d_boiler_p', 'd_boiler_jh', 'd_boiler_a1'],
         agreed_by=['수진', '정훈', '하은'], objected_by=['정훈'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d9', text='밤 10시 이후 마당·옥상 닫고 소등 (이웃 민원 후)',
         stated=['d_quiet_p', 'd_quiet_r', 'd_quiet_tw', 'd_quiet_a1'],
         agreed_by=['수진', '정훈', '태윤', '하은'], objected_by=['태윤'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d10', text='매주 토요일 마당 바베큐 파티 (1인 2만원, 19일부터)',
         stated=['d_bbq_p', 'd_bbq_a1', 'd_bbq_a2', 'd_bbq_a3'],
         agreed_by=['태윤', '하은', '정훈', '수진'], objected_by=[],
         status='dropped', superseded_by=None, changed_at=['d_bbq_drop', 'd_bbq_drop_a']),
    dict(id='d11', text='스태프 티셔츠 맞추기 (남색, 흰 글씨)',
         stated=['d_shirt_p', 'd_shirt_p2', 'd_shirt_a1', 'd_shirt_a2', 'd_shirt_a3'],
         agreed_by=['하은', '수진', '순자', '정훈'], objected_by=[],
         status='dropped', superseded_by=None, changed_at=['d_shirt_drop', 'd_shirt_drop_a']),
    dict(id='d12', text='밤 10시 이후 도착 손님은 키박스로 셀프 체크인',
         stated=['d_key_p', 'd_key_a1', 'd_key_a2'],
         agreed_by=['태윤', '수진', '정훈'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
]

NON_DECISIONS = [
    (['nd_bot_buffet'], 'bot suggestion ignored'),          # 잼민이: 뷔페식
    (['nd_room_price'], 'proposal not taken up'),           # 조식 포함 가격 올리기
    (['nd_bot_solar'], 'bot suggestion ignored'),           # 클로디: 태양열 온수기
    (['nd_family_q', 'nd_family_r'], 'question'),           # 손주 데려가도 되나
    (['nd_pork'], 'joke'),                                  # 흑돼지 조식
    (['nd_surf_p', 'nd_surf_no'], 'proposal not taken up'), # 서핑 강습 패키지
    (['nd_bbq_joke'], 'joke'),                              # 삼춘 바베큐 초대
    (['nd_price_p', 'nd_price_r'], 'proposal not taken up'),  # 도미토리 5만원
    (['nd_typhoon'], 'hypothetical'),                       # 태풍 오면
    (['nd_cat_p', 'nd_cat_no'], 'proposal not taken up'),   # 게하 고양이
]

TODOS = [
    dict(id='t1', owner='수진', task='야놀자 입점 신청 넣기',
         taken=['t_ota'], due='2025-07-13', status='done', closed_by=['t_ota_done'], handed_to=None),
    dict(id='t2', owner='정훈', task='보일러 기사 불러서 점검받기',
         taken=['t_boiler_call'], due='2025-07-08', status='done', closed_by=['t_boiler_call_done'], handed_to=None),
    dict(id='t3', owner='정훈', task='새 보일러 설치 날짜 잡기 (손님 적은 평일)',
         taken=['t_boiler_install', 't_boiler_install_re'], due='', status='done',
         closed_by=['t_boiler_install_done'], handed_to=None),
    dict(id='t4', owner='하은', task='새 조식 메뉴판 만들어 식당 벽에 붙이기',
         taken=['t_menu_card'], due='2025-07-12', status='done', closed_by=['t_menu_card_done'], handed_to=None),
    dict(id='t5', owner='순자', task='해녀 친구에게 전복 공급 부탁하기',
         taken=['t_jeonbok'], due='', status='done', closed_by=['t_jeonbok_done'], handed_to=None),
    dict(id='t6', owner='태윤', task='우도 배 시간과 전기자전거 대여 알아보기',
         taken=['t_udo', 't_udo_re'], due='', status='dropped', closed_by=['d_trip3_ok', 't_udo_drop'], handed_to=None),
    dict(id='t7', owner='하은', task='스태프 티셔츠 시안 그리기',
         taken=['t_shirt_design'], due='2025-07-27', status='dropped', closed_by=['d_shirt_drop', 't_shirt_drop'], handed_to=None),
    dict(id='t8', owner='수진', task='야유회 낚시 배 예약',
         taken=['t_boat'], due='', status='done', closed_by=['t_boat_done'], handed_to=None),
    dict(id='t9', owner='클로디', task='야놀자 숙소 소개글 쓰기',
         taken=['t_bot_intro'], due='', status='done', closed_by=['t_bot_intro_done'], handed_to=None),
    dict(id='t10', owner='잼민이', task='전복죽 1인분 원가 계산',
         taken=['t_bot_cost'], due='', status='done', closed_by=['t_bot_cost_done'], handed_to=None),
    dict(id='t11', owner='태윤', task='셀프 체크인용 키박스 사서 달기',
         taken=['t_keybox'], due='2025-07-20', status='done', closed_by=['t_keybox_done'], handed_to=None),
    dict(id='t12', owner='정훈', task='옆집 강씨 삼춘께 한라봉 들고 가서 사과하기',
         taken=['t_neighbor', 't_neighbor_acc'], due='', status='done', closed_by=['t_neighbor_done'], handed_to='순자'),
    dict(id='t13', owner='하은', task='전복죽 사진으로 인스타 릴스 올리기',
         taken=['t_insta'], due='2025-07-27', status='done', closed_by=['t_insta_done'], handed_to=None),
    dict(id='t14', owner='태윤', task='2층 샤워기 헤드 교체',
         taken=['t_shower', 't_shower_re'], due='2025-07-27', status='open', closed_by=[], handed_to=None),
    dict(id='t15', owner='정훈', task='마당 평상 다리 고치기',
         taken=['t_bench', 't_bench_re'], due='2025-08-03', status='open', closed_by=[], handed_to=None),
]

NON_TODOS = [
    (['nt_towel', 'nt_towel_r'], 'already done by someone else'),  # 수건 주문 → 이미 시킴
    (['nt_fix_offer', 'nt_fix_no'], 'offer declined'),             # 보일러 직접 뜯어보기
    (['nt_price_later'], 'vague promise'),                         # 가격은 나중에 정리
    (['nt_bot_review'], 'bot offer not taken up'),                 # 클로디 리뷰 답글
    (['nt_momguk'], 'vague wish'),                                 # 몸국 끓여주고 싶다
    (['nt_dm'], 'already done'),                                   # DM 답장 다 함
    (['nt_fish'], 'banter promise'),                               # 돌돔 잡아서 회
    (['nt_bot_route'], 'bot offer not taken up'),                  # 잼민이 맛집 코스
    (['nt_surf_teach'], 'vague promise'),                          # 서핑 가르쳐드릴게요
    (['nt_dayoff'], 'instruction to others'),                      # 휴무 희망일 보내기
    (['nt_motion'], 'already done'),                               # 멀미약 사놓음
    (['nt_deck'], 'vague promise'),                                # 옥상 데크 언젠가
    (['nt_aircon'], 'already done'),                               # 에어컨 필터 세척
]

QUESTIONS = [
    # ---- changed
    ('직원 야유회는 최종적으로 언제 어디서 뭐 하기로 했어?',
     ['d_trip1_ok', 'd_trip2_ok', 'd_trip3_p', 'd_trip3_ok'],
     '8월 4일(월) 모슬포 선상낚시(오전), 오후엔 대정 카페. 처음엔 7월 28일 우도였음', 'changed'),
    ('야유회 처음 계획은 언제 어디였어?',
     ['d_trip1_p', 'd_trip1_ok'], '7월 28일 월요일 우도 한 바퀴', 'changed'),
    ('야유회 날짜가 왜 한 주 밀렸어?',
     ['trip2_reason', 'd_trip2_p', 'd_trip2_ok'],
     '28일에 대학생 8명 2박 단체 예약이 들어와서 받으려고 8월 4일로 옮김', 'changed'),
    ('아침밥은 지금 몇 시에 차려?',
     ['d_bf_time_p', 'd_bf_time2'], '7시 반부터 9시 반까지 (원래는 8시~10시)', 'changed'),
    ('조식 시간 원래는 어땠어?',
     ['d_bf_time_p', 'd_bf_time_a'], '8시부터 10시까지', 'changed'),
    ('토요일마다 하기로 한 바베큐는 지금도 해?',
     ['d_bbq_a3', 'd_bbq_drop', 'd_bbq_drop_a'],
     '아니. 19일 한 번 하고 이웃 민원 뒤 접음', 'changed'),
    ('직원 티셔츠 맞추는 건 어떻게 됐어?',
     ['d_shirt_a3', 'd_shirt_drop', 'd_shirt_drop_a'],
     '안 하기로 함. 최소 주문이 50장이라; 대신 명찰 얘기', 'changed'),
    ('예전 조식이랑 지금 조식 메뉴 차이가 뭐야?',
     ['d_menu_p', 'd_menu_a2', 'bf_first'],
     '토스트·계란·시리얼에서 전복죽과 귤주스로 바뀜', 'changed'),
    # ---- owner
    ('옆집 삼춘한테 사과하러 결국 누가 갔어?',
     ['t_neighbor', 't_neighbor_hand', 't_neighbor_acc', 't_neighbor_done'],
     '순자 이모 (정훈이 하려다 이모에게 부탁)', 'owner'),
    ('현관 키박스는 누가 설치했어?',
     ['t_keybox', 't_keybox_done'], '태윤', 'owner'),
    ('모슬포 배는 누가 잡았어?',
     ['t_boat', 't_boat_done'], '수진', 'owner'),
    ('야놀자에 올린 소개 문구는 누가 썼어?',
     ['t_bot_intro', 't_bot_intro_done', 't_ota_done'], '클로디(봇)가 쓴 초안을 수진이 거의 그대로 씀', 'owner'),
    ('전복은 누가 어디서 구해 와?',
     ['t_jeonbok', 't_jeonbok_done'], '순자 이모가 해녀 친구에게서 받음', 'owner'),
    # ---- status
    ('2층 샤워기 새 걸로 바꿨어?',
     ['t_shower', 't_shower_re'], '아직. 헤드는 사뒀고 목요일에 하겠다고 함 (미완)', 'status'),
    ('마당 평상 수리 끝났어?',
     ['t_bench', 't_bench_re'], '아직. 각목만 사놓고 다음 주 화요일에 하겠다고 함', 'status'),
    ('보일러 새로 다는 거 끝났어?',
     ['t_boiler_install_re', 't_boiler_install_done'], '응, 7월 30일에 설치 끝나고 온수 잘 나옴', 'status'),
    ('우도 배편 예약은 해둔 거야?',
     ['t_udo', 't_udo_drop'], '안 함. 낚시로 바뀌어서 필요 없어짐', 'status'),
    ('야놀자 등록은 어떻게 됐어?',
     ['t_ota_done', 'ota_live'], '7월 13일 신청, 심사 통과해서 7월 31일부터 리스팅, 평일 예약도 들어옴', 'status'),
    ('하은이 티셔츠 디자인 다 했어?',
     ['t_shirt_design', 't_shirt_drop'], '스케치만 하고 멈춤. 티셔츠를 안 하기로 해서 필요 없어짐', 'status'),
    # ---- single
    ('새 보일러 값은 얼마였어?',
     ['boiler_quote'], '180만원 (펌프만 갈면 35만원)', 'single'),
    ('해녀한테 받는 전복 한 마리 값은?',
     ['t_jeonbok_done'], '3,500원 (이틀에 한 번 30마리)', 'single'),
    ('낚시배 빌리는 데 얼마 들었어?',
     ['t_boat_done'], '4시간에 45만원', 'single'),
    ('사과하러 갈 때 뭘 들고 갔어?',
     ['t_neighbor', 't_neighbor_done'], '한라봉 한 박스', 'single'),
    ('전복죽 한 그릇 원가 계산 얼마 나왔어?',
     ['t_bot_cost_done'], '1인 약 5,400원 (토스트 세트는 약 2,300원)', 'single'),
    ('마당이랑 옥상은 밤 몇 시 이후로 못 써?',
     ['d_quiet_p', 'd_quiet_r'], '밤 10시', 'single'),
    # ---- temporal
    ('새 보일러 들어온 날은?',
     ['t_boiler_install_re', 't_boiler_install_done'], '7월 30일 수요일 오전', 'temporal'),
    ('전복죽 처음 낸 날이 언제야?',
     ['bf_start', 'bf_first'], '7월 14일 월요일', 'temporal'),
    ('셀프 체크인 상자 단 게 며칠이었어?',
     ['t_keybox_done'], '7월 18일', 'temporal'),
    ('낚시하는 날 몇 시에 어디로 모여?',
     ['t_boat_done'], '8월 4일 아침 7시 모슬포항 (게하에서 6시 반 출발)', 'temporal'),
    # ---- multi
    ('죽으로 바꿀 때 태윤이 뭘 걱정했고 어떻게 풀렸어?',
     ['d_menu_obj', 'd_menu_r', 'd_menu_tw'],
     '주말 아침에 죽 끓이는 시간이 오래 걸린다는 걱정; 쌀을 전날 밤 불려두면 30분이면 된다고 해서 동의', 'multi'),
    ('옆집 민원 뒤에 게하에서 바뀐 게 뭐야?',
     ['d_quiet_p', 'd_bbq_drop', 't_neighbor_done'],
     '밤 10시 이후 마당·옥상 닫고 소등, 토요 바베큐 중단, 순자 이모가 한라봉 들고 사과', 'multi'),
    ('하은이 멀미 걱정은 어떻게 정리됐어?',
     ['d_trip3_obj', 'd_trip3_r', 'd_trip3_he', 'nt_motion'],
     '멀미약 먹고 오전만 배 타고 오후엔 대정 카페 가기로; 태윤이 멀미약도 사둠', 'multi'),
    ('보일러 교체에 누가 반대했고 뭐라고 설득됐어?',
     ['d_boiler_obj', 'boiler_refund', 'd_boiler_jh'],
     '정훈이 180만원은 비싸다고 반대했지만, 8월에 고장 나면 환불만 180 넘는다는 수진 말에 교체 동의', 'multi'),
]

if __name__ == '__main__':
    msgs, markers = build(SESSIONS, PEOPLE, tz_hours=9, seed=20250707)
    write_all(HERE, msgs, markers, DECISIONS, NON_DECISIONS, TODOS, NON_TODOS, QUESTIONS)
