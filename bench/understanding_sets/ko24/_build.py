#!/usr/bin/env python3
"""Korean indie short-film crew chat (단편영화 『늦은 배웅』 촬영팀방): a 20-minute
short shot over three weekends in 전주, 완주 삼례 and 군산 선유도, 2026-03-09 ..
2026-04-12, +09:00.

Run `python3 _build.py` (from anywhere) to regenerate chat.jsonl and the label
files in this folder. Line format: see ../_chatgen.py.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from _chatgen import build, write_all  # noqa: E402

PEOPLE = {
    '서진': (5203948172, False),   # 감독 겸 각본; calm, decides, long lines
    '태오': (6619027453, False),   # 촬영감독(DP); gear nerd, office job on weekdays
    '다은': (7048812396, False),   # PD(제작) 겸 총무; budget, locations, food, contracts
    '준혁': (5871390264, False),   # 동시녹음/사운드; jokes, has a car
    '하람': (6390457218, False),   # 배우 (소정 역); 20s, emoji
    '정우': (7712083645, False),   # 배우 (노신사 역); 40s theatre actor in Seoul, 존댓말, 허허
    '잼민이': (7893301562, True),  # bot: casual, emoji
    '클로디': (7957220481, True),  # bot: polite
}

SESSIONS = [
("2026-03-09 22:10", r"""
서진: 다들 밤늦게 미안 ㅎㅎ 방 새로 팠어
서진: 『늦은 배웅』(가제) 촬영팀방입니다
다은: 오 드디어 시작이네요
태오: ㅎㅇ
준혁: 입장 🎧
하람: 안녕하세요!! 소정 역 맡은 하람이에요 잘 부탁드립니다 🙇‍♀️
정우: 안녕하세요, 정우입니다. 단톡방은 아직도 어색하네요 허허
서진: 스케줄 정리나 계산 같은 거 시키려고 봇도 둘 불렀어 @잼민이 @클로디
잼민이: 하이하이 🙌 잼민이 왔음! 영화 찍는다며? 완전 멋있잖아
클로디: 안녕하세요, 반갑습니다. 촬영 준비하시다가 필요한 일이 생기면 편하게 불러 주세요.
준혁: 잼민이 텐션 무엇 ㅋㅋㅋ
서진: ㅋㅋ 암튼 일정부터
#d_sched_p 서진: 20분짜리라 주말 세 번이면 될 것 같아\n3/21-22 야외 (한옥마을 뒷골목, 전동성당, 삼례역)\n3/28-29 사진관 실내\n4/4-5 군산 엔딩 + 픽업
#d_sched_a1 다은: 좋아요 빠듯하긴 해도 충분해요
#d_sched_a2 태오: 뭐 되지 ㄱㄱ
정우: 저는 3월 마지막 주에 대학로 공연이 금요일까지라, 토요일 새벽 첫차로 내려가면 됩니다
#d_sched_a3 하람: 저도 주말은 다 비워둘게요!!
#d_sched_ok 서진: ㅇㅋ 크랭크인은 3월 21일 토요일. 주말 세 번으로 끝낸다
#nt_notion 다은: 노션에 전체 일정표 방금 만들어서 공지에 링크 걸어놨어요
서진: 다음은 사진관 로케
#d_loc1_p 서진: 중앙동 금성사진관 어때? 작년에 문 닫았는데 안에 배경지, 조명, 카운터 다 그대로 있어. 주인 할아버지가 우리 엄마랑 아는 사이고
서진: [사진]
태오: 헐 쇼윈도 큰 데 맞지? 오후에 빛 들어오는 거 미쳤던데
#d_loc1_a1 태오: 난 무조건 여기
#d_loc1_a2 하람: 분위기 대박이에요 ㅠㅠ 소정이 할아버지 가게 그 자체
#d_loc1_a3 정우: 좋네요. 오래된 사진관 냄새가 사진으로도 납니다
다은: 할아버지 허락만 받으면 되겠네요
#t_loc1 다은: 이번 주 목요일에 제가 직접 찾아뵙고 정식으로 여쭤볼게요 박카스 한 박스 들고 ㅎㅎ
#d_loc1_ok 서진: 그럼 사진관 씬은 금성사진관으로
정우: 그럼 저는 대사 좀 보다 자겠습니다. 다들 편히 쉬세요
"""),
("2026-03-10 20:30", r"""
태오: 장비 견적 받아옴
태오: [사진]
#cam_quote 태오: 전주 필름공작소는 FX6+시그마 시네렌즈 세트 하루 15, 세 주말 여섯 회차면 90… 서울 시네박스는 코모도 패키지 하루 22에 택배 왕복 따로
#budget_total 다은: 90이요…? 전체 제작비가 450인데 ㅠ
#d_cam_p 다은: 필름공작소에 여섯 회차 통으로 쓸 테니 좀 깎아달라고 해보면 어때요? 기종은 FX6로요
#d_cam_obj 태오: 아 근데 코모도 색감이 진짜 다르단 말이야… 사진관 씬만이라도 코모도로 가고 싶은데
서진: 룩은 니가 조명으로 만들어주면 되지 ㅋㅋ
#d_cam_cost 다은: 코모도 두 회차만 따로 빌려도 택배비까지 50 넘어요 선배
#d_cam_tm 태오: 알았다 FX6 가자. 대신 조명 예산 좀 올려줘
#d_cam_a1 서진: 콜 조명비 10 더 얹어줄게
#t_cam 태오: 필름공작소 사장님한테 내일 전화해서 네고하고 예약까지 걸어둘게
준혁: 나는 내 F6랑 붐 들고 가면 되고 무선 핀마이크 두 개만 있으면 됨
#nt_pin 준혁: 근데 핀마이크는 이미 학교 선배한테 빌려놨지롱
다은: 오 그럼 음향은 0원!
하람: 다들 장비 얘기 하니까 멋있다… 저는 대사만 외우면 되나요 ㅎㅎ
"""),
("2026-03-11 13:10", r"""
#t_cam_done 태오: 필름공작소 통화 끝. 여섯 회차 60에 해주신대서 예약 걸어놨음
>t_cam_done 다은: 와 30 세이브 👏👏
서진: 오 뭐야 어케 깎았어
태오: 사장님이 우리 과 선배였음 ㅋㅋ 세상 좁다
"""),
("2026-03-12 18:40", r"""
#t_loc1_done 다은: 금성사진관 할아버지 뵙고 왔어요!! 흔쾌히 쓰라고 하셨어요 28일 29일 이틀 다요
다은: [사진]
>t_loc1_done 하람: 카운터 봐 ㅠㅠㅠ 그냥 세트장이네
태오: 벽지 민트색 뭐냐 미쳤다
정우: 제 돌사진도 이런 데서 찍었을 겁니다
서진: 제목 얘기도 하자
#d_title_p 서진: 가제 떼고 『늦은 배웅』으로 가려고. 영문은 A Late Farewell
#d_title_obj 하람: 음 감독님… 저는 『마지막 손님』이 더 좋은 것 같아요 늦은 배웅은 너무 슬퍼 보여서 ㅠ
#d_title_a1 태오: 난 늦은 배웅
#d_title_a2 다은: 저도 늦은 배웅에 한 표요 포스터 글씨로도 예쁠 듯
#d_title_r 서진: 소정이가 할아버지 장례식에 못 간 게 이 영화 시작이잖아. 배웅을 늦게라도 하는 얘기라 이 제목이어야 할 것 같아
#d_title_tm >d_title_r 하람: 아… 그렇게 들으니까 완전 맞네요 ㅠㅠ 늦은 배웅 좋아요!
#d_title_a3 정우: 👍
#d_title_ok 서진: 제목은 늦은 배웅으로 확정
"""),
("2026-03-13 23:20", r"""
서진: 4고 거의 끝
#t_script 서진: 일요일 리딩 전에 4고 돌릴게 일요일 오전까지
준혁: 불금에 대본 쓰는 감독님 리스펙
하람: 저는 치킨 시켰어요 ㅠㅠ 다이어트는 내일부터
#nt_diet 하람: 크랭크인 전까지 진짜 3키로 빼고 올게요
#nt_wish 하람: 언젠가는 장편 주연도 해보고 싶다…
정우: 하람씨는 할 겁니다
하람: 선배님 ㅠㅠ
"""),
("2026-03-15 10:20", r"""
#t_script_done 서진: 4고 드라이브에 올림 '늦은배웅_4고_최종(진짜).pdf'
>t_script_done 준혁: (진짜) ㅋㅋㅋㅋ
정우: 잘 받았습니다. 오후에 뵙겠습니다
"""),
("2026-03-15 18:30", r"""
다은: 리딩 다들 고생하셨어요~
정우: 하람씨 9씬에서 울컥했습니다
하람: 선배님이 받아주셔서 그래요 ㅠㅠ
서진: 엔딩 얘기 하자
#d_end1_p 서진: 엔딩은 군산 선유도 해변에서 해 질 때. 4월 4일 토요일, 콜은 오후 4시 반
#d_end1_a1 태오: 선유도 일몰이면 ㅇㅈ
#d_end1_a2 정우: 좋습니다
#d_end1_a3 다은: 저도 좋아요 해질녘 선유도 예쁘죠
#n_swim 정우: 마지막에 제가 바다로 천천히 걸어 들어가는 건 어떻습니까 허허
하람: 선배님 4월 바다 얼음물이에요 ㅋㅋㅋ
#n_swim_r 서진: 그건 다른 영화 ㅋㅋ
#n_bw 태오: 근데 갑자기 든 생각인데 전체 흑백 어때? 사진관 얘기니까
#n_bw_r >n_bw 서진: 음 매력은 있는데 일단 컬러로 찍고 가편 보고 생각하자
#d_make_p 준혁: 아 그리고 내 동생이 영상과 1학년인데 메이킹 찍어보고 싶대. 주말마다 데려와도 됨?
#d_make_a1 서진: 오 좋지 메이킹 있으면 영화제 홍보할 때 쓸 데 많아
#d_make_a2 >d_make_p 하람: 메이킹 너무 좋아요!!
#d_make_ok 다은: 밥 한 명분만 더 잡으면 되니까 ㄱㄱ
#t_gimbal 준혁: 동생 쓸 짐벌은 과사에서 27일까지 빌려올게 첫 주는 폰으로 찍으라 하고
"""),
("2026-03-16 21:00", r"""
다은: 밥 얘기요 🍱
#d_food_p 다은: 점심은 '한상차림 도시락' 1인 9천원 현장 배달로 하고 저녁은 근처 식당 가는 걸로 할까요? 여덟 명 기준이요
#d_food_obj 정우: 음… 도시락이 이틀 내리 나오면 저는 좀 힘들 것 같습니다. 위가 약해서 찬밥 먹으면 오후 내내 고생해요 ㅠ
#d_food_r >d_food_obj 다은: 그럼 토요일만 도시락 하고 일요일 점심은 근처 국밥집 가는 건 어때요? 전주에 국밥집은 널렸으니까요
#d_food_tm >d_food_r 정우: 그러면 저는 대만족입니다 ㅎㅎ
#d_food_a1 서진: ㅇㅋ 그걸로 해
#t_food 다은: 21일 도시락은 수요일까지 예약해둘게요
다은: 그리고 배우님들 출연계약서 메일로 보냈어요! 서명해서 주시면 됩니다
#nt_sign 하람: 방금 서명해서 스캔본 회신했어요!
#t_contract 정우: 저는 집에 프린터가 없어서… 이번 주 안에 우편으로 보내겠습니다
#nt_lunch_offer 정우: 그리고 일요일 국밥은 제가 한번 사겠습니다
#nt_lunch_no >nt_lunch_offer 다은: 아니에요 선배님 식비는 제작비에 다 잡혀 있어요 ㅎㅎ 마음만 받을게요
"""),
("2026-03-17 19:10", r"""
다은: 얘들아 큰일 ㅠㅠ
#loc1_fail 다은: 금성사진관 할아버지 아드님이 전화 주셨는데 건물이 팔렸대요. 다음 주부터 내부 철거 들어간대요
서진: 아…
>loc1_fail 태오: 헐 그 민트 벽지 ㅠㅠㅠ
#n_sneak 준혁: 철거 전날 밤에 몰래 들어가서 찍고 튀면 됨 ㅋㅋ
#n_sneak_r 다은: 큰일 날 소리 하지 마세요 ㅋㅋㅋ
서진: 대안 찾자. 다은아 예전에 뽑아둔 로케 리스트
#d_loc2_p 다은: 완주 삼례에 '다락 스튜디오'라고 옛날 점방 고친 대관 공간이 있어요. 나무 선반이랑 유리 진열장 있어서 사진관으로 꾸미기 괜찮을 것 같아요 하루 25만원
다은: [사진]
#d_loc2_a1 태오: 오 천장 높네 소품만 채우면 충분함
#d_loc2_a2 서진: 여기로 가자 28 29 되는지만 물어봐줘
+25m #d_loc2_conf 다은: 통화했어요 28 29 둘 다 비어 있대서 가계약 걸어놨어요
하람: 다행이다 ㅠㅠ
#d_loc2_a3 정우: 고생 많으십니다 PD님. 저는 어디든 좋습니다
"""),
("2026-03-18 12:40", r"""
#t_food_done 다은: 토요일 도시락 8인분 예약했어요 12시에 골목 입구로 배달 와요
#t_call_q 서진: @클로디 이번 주말 콜시트 초안 좀 부탁해. 토요일은 한옥마을 뒷골목 7시 집결 S#2 4 5, 점심 12시, 오후 2시 전동성당 앞 S#7, 5시 종료. 일요일은 삼례역 8시 집결 S#9 10, 점심 먹고 해산
#t_call 클로디: 네, 정리해서 곧 올려 드릴게요.
#t_call_done 클로디: 3/21(토)\n07:00 한옥마을 뒷골목 집결·세팅\n07:40 S#2 소정 귀향\n09:30 S#4, S#5\n12:00 점심(도시락, 골목 입구)\n14:00 전동성당 앞 S#7\n17:00 종료\n\n3/22(일)\n08:00 삼례역 집결\n08:30 S#9, S#10\n12:00 점심(국밥) 후 해산\n\n챙길 것: 반사판, 무선 핀마이크 2, 소정 의상 2벌
#n_bot_light 클로디: 한 가지 덧붙이면, S#7은 해가 낮아지는 오후 4시 이후에 찍으시면 빛이 더 부드러울 거예요.
#n_bot_light_r >n_bot_light 태오: 4시면 성당 앞에 관광객 미어터짐 ㅋㅋ 그냥 2시에 디퓨저 칠게
#nt_bot_offer 클로디: 필요하시면 장비 체크리스트도 따로 만들어 드릴게요.
다은: 콜시트는 공지에 올려놨어요
"""),
("2026-03-19 22:00", r"""
#t_costume 하람: 소정이 코트는 제가 남부시장 구제골목 뒤져서 토요일 전까지 구해올게요! 베이지 아니면 카키로
서진: 좋아 너무 새 옷 티만 안 나게
#t_pickup 태오: 장비는 금요일 저녁 7시에 내가 필름공작소 가서 픽업할게
#n_rain 하람: 근데 토요일에 비 오면 어떻게 해요?
#n_rain_r 서진: 예보는 맑음이야 오면 그때 생각하자
+1h #t_pickup_hand 태오: 아 망했다 금요일 야근 확정 ㅠ 준혁아 너 차 있지 장비 픽업 대신 가줄 수 있냐
#t_pickup_ok >t_pickup_hand 준혁: ㅇㅋ 내가 감 7시 맞추지 뭐
#nt_chicken 태오: 살았다 촬영 끝나고 치킨 두 마리 쏨
"""),
("2026-03-20 19:40", r"""
#t_pickup_done 준혁: 필름공작소 픽업 완료 케이스 일곱 개 트렁크 꽉 참 ㅋㅋ
준혁: [사진]
#t_costume_done 하람: 코트 찾았어요!! 만오천원 ㅋㅋㅋ
하람: [사진]
>t_costume_done 서진: 와 소정이다 딱
정우: 저는 방금 전주역 도착했습니다. 게스트하우스로 갑니다
다은: 선배님 내일 집결지는 한옥마을 뒷골목 입구예요!
태오: 다들 내일 7시 늦지 마라 해 뜨자마자 세팅해야 됨
"""),
("2026-03-21 06:50", r"""
다은: 도착했어요 커피 사왔어요 ☕
태오: 나도 도착
준혁: 동생이랑 도착 ㅋㅋ 동생 긴장해서 한숨도 못 잤대
+70m 서진: S#2 오케이
+50m 준혁: 오토바이 지나갈 때마다 NG ㅋㅋ 한옥마을 오토바이 왜케 많음
태오: [사진]
태오: 골목 역광 미쳤다
+3h 다은: 도시락 왔어요!! 골목 입구로 오세요
하람: 제육 최고 ㅠ
"""),
("2026-03-21 19:30", r"""
서진: 오늘 다들 고생했어. S#7까지 다 땄다
정우: 수고하셨습니다. 이십 년 만에 새벽 촬영했네요 허허
준혁: 동생 메이킹 찍은 거 봤는데 손떨림 대박 ㅋㅋㅋ 지진 난 줄
하람: ㅋㅋㅋㅋ 그래도 열심히 찍던데요
"""),
("2026-03-22 07:55", r"""
다은: 삼례역 도착!
준혁: 열차 시간표 뽑아왔음 지나가는 시간 피해서 찍자
+2h 준혁: 방금 화물열차 지나가서 한 테이크 통째로 날아감 ㅋㅋㅋㅋ
#n_silent 준혁: 이럴 거면 그냥 무성영화로 가자 ㅋㅋ
>n_silent 서진: ㅋㅋ 후시로 살리자
+2h 정우: 국밥 맛있네요. 역시 전주
"""),
("2026-03-22 20:10", r"""
다은: 첫 주 정산해봤는데요
#budget1 다은: 식비랑 교통비가 생각보다 많이 나와서 이 속도면 제작비 50 정도 모자라요. 다락 스튜디오 이틀 50이 제일 커요 ㅠ
서진: 음…
#d_loc3_p 태오: 그럼 우리 외삼촌 표구사 어때? 남부시장 2층인데 반은 창고로 쓰셔. 옛날 액자랑 사진틀이 벽에 잔뜩 걸려 있어서 사진관 느낌 남. 돈은 안 받으신대 전기세만 드리면 돼
#d_loc3_a0 하람: 헐 여기 분위기 좋아요!!
#d_loc3_obj 준혁: 남부시장이면 낮에 상인들 소리에 오토바이에 확성기에… 동시녹음 불가임 ㄹㅇ
#d_loc3_r 태오: 시장 저녁 7시면 다 닫아. 7시부터 찍으면 조용해
#d_loc3_r2 서진: 사진관 씬은 소정이가 밤에 혼자 정리하는 걸로 가도 돼. 오히려 그게 더 좋을 수도 있고
#d_loc3_tm >d_loc3_r 준혁: 밤이면 인정 ㅇㅋ
#d_loc3_a1 다은: 저도 찬성이요 50 아끼면 숨통 트여요
#d_loc3_ok 서진: 그럼 사진관은 표구사로, 28 29 저녁 7시부터
#nt_darak 다은: 다락은 방금 문자 드렸어요 가계약만 걸어둔 거라 위약금 없대요
#t_uncle 태오: 외삼촌한테 날짜 확실히 말씀드리고 전기 용량도 수요일까지 확인해볼게
정우: 밤 촬영이면 저는 오히려 편합니다. 연극쟁이는 밤이 체질이라 허허
"""),
("2026-03-24 21:30", r"""
#make_reason 준혁: 메이킹 말인데… 동생이 다음 주부터 중간고사라 주말에 못 온대
준혁: 그리고 솔직히 첫 주 찍은 거 봐도 쓸 게 별로 없음 ㅋㅋ
#d_make_drop_a1 서진: 그럼 메이킹은 그냥 빼자. 우리끼리 찍을 여력은 없어
#d_make_drop_a2 하람: 아쉽다 ㅠ 그래도 어쩔 수 없죠
#t_gimbal_drop 준혁: 짐벌도 과사에 신청만 해놨었는데 방금 취소함
#t_uncle_done 태오: 외삼촌 ok 받음. 28 29 저녁 다 써도 되고 콘센트 4구 두 개에 차단기도 넉넉하대
서진: 굿굿
태오: 외삼촌이 야식으로 순대 사주신대 ㅋㅋ
"""),
("2026-03-25 20:00", r"""
다은: 영화제 정리해봤어요
#fest_list 다은: ① 강변단편영화제: 5월 15일 마감, 30분 이하, 온라인 접수, 영문 자막 필수\n② 푸른별국제단편영화제: 4월 20일 마감\n③ 한뼘영화제: 6월 마감, 작년에 전북 작품 많이 뽑힘
#d_fest_p 서진: 푸른별은 4월 20일이면 후반 못 끝내. 강변부터 내자
#d_fest_a1 태오: ㅇㅇ 색보정 제대로 하고 내고 싶음
#d_fest_a2 다은: 넵 강변 타겟으로 가요
#d_fest_a3 준혁: 믹싱도 그 안엔 됨 ㄱㄱ
#n_fest2 하람: 한뼘영화제도 같이 내면 안 돼요?
#n_fest2_r >n_fest2 서진: 그건 강변 결과 나오고 보자
#t_syn_q 서진: @잼민이 이 시놉 영어로 좀 옮겨줘 영화제 제출용이라 짧게\n"할아버지의 장례식에 가지 못한 소정은 문 닫은 사진관을 정리하러 전주에 내려온다. 마지막 날 밤, 삼십 년 전 맡긴 사진을 찾으러 왔다는 노신사가 가게 문을 두드린다."
#t_syn 잼민이: ㅇㅋ 바로 옮겨봄 ✍️
#t_syn_done 잼민이: 짠 👇\n"Unable to attend her grandfather's funeral, So-jeong returns to Jeonju to close his shuttered photo studio. On the last night, an elderly gentleman knocks on the door, asking for a portrait he left to be printed thirty years ago."\n영화제 시놉으로 딱일 듯!
#n_bot_music 잼민이: 아 그리고 엔딩곡은 잔잔한 피아노 솔로 강추 🎹 눈물 버튼임
#n_bot_music_r 서진: 번역 좋다 ㅋㅋ 음악은 생각해둔 거 있어
"""),
("2026-03-26 13:00", r"""
#t_contract_done 다은: 정우 선배님 계약서 오늘 우편으로 도착했어요! 잘 받았습니다 🙏
정우: 다행입니다. 우체국 직원분이 영화 찍냐고 물어보시더군요
하람: ㅋㅋㅋ 선배님 유명인
"""),
("2026-03-27 22:40", r"""
태오: 표구사 세팅 1차 끝
태오: [사진]
서진: 와 진짜 사진관 같다
다은: 소품 영수증은 내일 현장에서 주세요 선배
정우: 저는 내일 새벽 첫차로 내려갑니다. 오늘 공연 막 내렸어요
하람: 선배님 공연 수고하셨어요!! 👏
"""),
("2026-03-28 18:40", r"""
다은: 시장 셔터 내려가는 중이에요
준혁: 오 진짜 조용해짐 소름
+1h 태오: 조명 세팅 완료
+2h 서진: S#12 오케이
+1h 준혁: 외삼촌표 순대 도착 🙏
"""),
("2026-03-29 23:30", r"""
서진: 사진관 씬 다 땄다… 다들 진짜 고생했어
정우: 배우 인생에서 손꼽을 만한 밤이었습니다
하람: 선배님 마지막 씬에서 저 진짜 울었어요 ㅠㅠ
#d_party_p 정우: 다음 주 마지막 촬영 끝나면 막걸리 한잔 해야지요. 삼천동 막걸리골목 어떻습니까
#d_party_a1 >d_party_p 하람: 좋아요!! 쫑파티 ㄱㄱ
#d_party_a2 준혁: 막걸리 한 상 ㅋㅋ 무조건
#d_party_ok 다은: 그럼 5일 일요일 저녁에 막걸리골목 '두레박'으로 해요
#t_party 다은: 두레박은 제가 금요일에 전화해서 자리 잡을게요
#d_party_a3 서진: ㅇㅋ
#t_scout 서진: 선유도는 내가 화요일에 연차 내고 답사 갔다 올게
#n_jib 태오: 아 엔딩에 지미집 하나 빌려서 위로 쭉 올라가는 샷 어때
#n_jib_r >n_jib 다은: 선배 그거 하루 40이에요 ㅋㅋ 예산 없어요
"""),
("2026-03-31 16:20", r"""
#t_scout_done 서진: 선유도 답사 다녀옴
서진: [사진]
#scout_note 서진: 주차장이 해변 바로 앞이고 화장실도 있음. 근데 물 들어오니까 모래사장이 반밖에 안 남더라
>scout_note 다은: 헉 그럼 물때 봐야겠네요
#tide_q 다은: @잼민이 군산 선유도 4월 4일이랑 5일 물때 알려줘
#tide_a 잼민이: 선유도 기준 대략 이래 🌊\n4/4(토) 간조 11:30 / 만조 17:50\n4/5(일) 간조 06:55 / 만조 13:10\n토요일 해 질 무렵은 거의 만조라 해변 좁아!
>tide_a 태오: 해질녘이 만조면 답 없네
"""),
("2026-04-01 21:00", r"""
#d_end2_p 다은: 📌 엔딩 촬영 공지\n4월 5일 일요일 오전 6시 반 선유도 해변 집결, 7시 간조 맞춰서 S#20 엔딩. 아침 빛으로 갑니다\n토요일은 저녁 7시부터 표구사에서 S#15 다시 찍고 끝나는 대로 군산으로 넘어가요. 숙소는 선유도 민박 잡아뒀어요
#d_end2_a1 >d_end2_p 태오: ㅇㅋ 아침 역광 좋지
#d_end2_a2 정우: 알겠습니다. 새벽 바다라니 기대됩니다
#d_end2_a3 하람: 넵!! 알람 세 개 맞출게요 ⏰
#d_end2_a4 서진: 👍
준혁: S#15 다시 찍는 거 내 화물열차 때문은 아니지? ㅋㅋ
서진: 아니 그건 조명 때문 ㅋㅋ 안심해
"""),
("2026-04-03 12:10", r"""
하람: 점심 메뉴 추천 받아요
정우: 저는 오늘도 콩나물국밥입니다
태오: 선배님 국밥 중독이시네요
"""),
("2026-04-04 18:50", r"""
다은: 표구사 도착했어요 시장 아직 안 닫았네요
+40m 준혁: 닫았다 ㄱㄱ
+2h 서진: S#15 오케이!! 재촬영 성공
+20m 정우: 죄송한데… 방금 극단에서 연락 와서 월요일 오전에 긴급 리허설이 잡혔습니다. 내일 촬영 끝나면 바로 서울 올라가야 할 것 같아요
하람: 저도 목이 좀 으슬으슬해요 ㅠ
#d_party_drop_p 서진: 그럼 쫑파티는 접자. 내일은 끝나면 다들 바로 쉬는 걸로
#d_party_drop_a1 준혁: ㅇㅇ 다들 좀비임 ㅋㅋ
#d_party_drop_a2 하람: 네 ㅠㅠ 아쉽지만
#t_party_drop 다은: 두레박은 금요일에 결국 전화를 못 드려서 아직 예약 안 한 상태예요 다행이다 ㅎㅎ
태오: 선배님 미안하실 거 없어요 ㄱㄱ 군산 출발
"""),
("2026-04-05 06:20", r"""
태오: 해변 도착. 물 쫙 빠짐
+30m 하람: [사진]
+70m 서진: 엔딩 오케이…
서진: 크랭크업!!! 🎬
준혁: 크랭크업 ㅠㅠㅠ
정우: 다들 감사했습니다. 좋은 작품 만들어 주세요
하람: 선배님 ㅠㅠ 진짜 감사했어요
다은: 다들 조심히 들어가세요!!
+3h 정우: 서울 도착했습니다
"""),
("2026-04-06 20:30", r"""
#nt_return 태오: 필름공작소 장비 반납 완료. 흠집 없대
서진: 수고했어
#t_edit 서진: 가편은 20일까지 만들어서 공유할게
#t_settle 다은: 제작비 정산표는 이번 주 안에 올릴게요
#nt_receipts 다은: 다들 영수증 남은 거 있으면 금요일까지 사진 찍어서 보내주세요!
>nt_receipts 하람: 코트 영수증은 아까 보냈어요~
#nt_visit 서진: 언제 다 같이 외삼촌 표구사에 인사 한번 가자
준혁: 후시 녹음은 언제 해?
서진: 가편 나오고 잡자
"""),
("2026-04-08 21:10", r"""
하람: 저 오늘 오디션 보고 왔어요
다은: 오 어땠어요?
하람: 몰라요 ㅋㅋ 근데 늦은 배웅 얘기 했더니 감독님이 관심 가지셨어요
태오: [사진]
태오: 스틸 몇 장 보정해봤는데
서진: 오 색감 좋다
#n_poster 하람: 이 사진으로 포스터 하면 안 돼요?
#n_poster_r >n_poster 서진: 포스터는 가편 끝나고 다시 얘기하자
"""),
("2026-04-11 14:00", r"""
#t_edit_re 서진: 가편 좀 늦어질 듯 ㅠ 회사 일이 터져서… 다음 주 말까지는 꼭 올릴게
다은: 천천히 하세요 강변 마감까지 한 달 넘게 남았어요
#t_settle_re 다은: 정산표도 준혁 선배 주유 영수증만 오면 바로 올릴게요
준혁: 헉 어디 뒀더라
"""),
("2026-04-12 19:30", r"""
준혁: 찾았다!! 차 시트 밑에 있었음
준혁: [사진]
다은: 받았어요 ㅎㅎ
하람: 다들 주말 잘 보내세요 🌸
정우: 벚꽃이 다 졌네요. 촬영하는 사이에
"""),
]

DECISIONS = [
    dict(id='d1', text='사진관 씬 로케: 중앙동 금성사진관 (작년 폐업, 집기 그대로, 주인 할아버지 허락)',
         stated=['d_loc1_p', 'd_loc1_a1', 'd_loc1_a2', 'd_loc1_a3', 'd_loc1_ok', 't_loc1_done'],
         agreed_by=['서진', '태오', '하람', '정우'], objected_by=[],
         status='superseded', superseded_by='d2', changed_at=['d_loc2_p', 'd_loc2_a2']),
    dict(id='d2', text='건물 매각·철거로 금성사진관이 무산돼 완주 삼례 다락 스튜디오 대관 (하루 25만원, 28·29일)',
         stated=['d_loc2_p', 'd_loc2_a1', 'd_loc2_a2', 'd_loc2_conf', 'd_loc2_a3'],
         agreed_by=['다은', '태오', '서진', '정우'], objected_by=[],
         status='superseded', superseded_by='d3', changed_at=['d_loc3_p', 'd_loc3_ok']),
    dict(id='d3', text='사진관 씬은 남부시장 2층 태오 외삼촌 표구사(무료, 전기세만)에서, 시장이 닫는 저녁 7시 이후 밤 장면으로 촬영 (28·29일)',
         stated=['d_loc3_p', 'd_loc3_a0', 'd_loc3_r', 'd_loc3_r2', 'd_loc3_tm', 'd_loc3_a1', 'd_loc3_ok'],
         agreed_by=['태오', '하람', '서진', '준혁', '다은'], objected_by=['준혁'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d4', text='엔딩(선유도 해변)은 4월 4일 토요일 일몰, 오후 4시 반 콜',
         stated=['d_end1_p', 'd_end1_a1', 'd_end1_a2', 'd_end1_a3'],
         agreed_by=['서진', '태오', '정우', '다은'], objected_by=[],
         status='superseded', superseded_by='d5', changed_at=['d_end2_p', 'd_end2_a4']),
    dict(id='d5', text='엔딩은 4월 5일 일요일 오전 6시 반 선유도 집결, 7시 간조에 맞춰 아침 빛으로 촬영 (토요일은 저녁 표구사 S#15 재촬영 후 군산 이동)',
         stated=['d_end2_p', 'd_end2_a1', 'd_end2_a2', 'd_end2_a3', 'd_end2_a4'],
         agreed_by=['다은', '태오', '정우', '하람', '서진'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d6', text='촬영은 주말 세 번: 3/21-22 야외, 3/28-29 사진관, 4/4-5 군산 엔딩+픽업; 크랭크인 3월 21일 토',
         stated=['d_sched_p', 'd_sched_a1', 'd_sched_a2', 'd_sched_a3', 'd_sched_ok'],
         agreed_by=['서진', '다은', '태오', '하람'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d7', text='카메라는 코모도 대신 전주 필름공작소 FX6+시그마 시네렌즈 패키지, 여섯 회차 통으로 (60만원에 네고); 조명비 10만원 추가',
         stated=['d_cam_p', 'd_cam_tm', 'd_cam_a1', 't_cam_done'],
         agreed_by=['다은', '태오', '서진'], objected_by=['태오'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d8', text='식사: 토요일 점심은 한상차림 도시락(1인 9천원) 배달, 일요일 점심은 근처 국밥집, 저녁은 근처 식당',
         stated=['d_food_p', 'd_food_r', 'd_food_tm', 'd_food_a1'],
         agreed_by=['다은', '정우', '서진'], objected_by=['정우'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d9', text='영화 제목 『늦은 배웅』 확정 (영문 A Late Farewell)',
         stated=['d_title_p', 'd_title_a1', 'd_title_a2', 'd_title_tm', 'd_title_a3', 'd_title_ok'],
         agreed_by=['서진', '태오', '다은', '하람', '정우'], objected_by=['하람'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d10', text='영화제는 강변단편영화제(5/15 마감)부터 출품, 4/20 마감인 푸른별은 패스',
         stated=['d_fest_p', 'd_fest_a1', 'd_fest_a2', 'd_fest_a3'],
         agreed_by=['서진', '태오', '다은', '준혁'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d11', text='준혁 동생(영상과 1학년)이 주말마다 와서 메이킹 영상 촬영',
         stated=['d_make_p', 'd_make_a1', 'd_make_a2', 'd_make_ok'],
         agreed_by=['준혁', '서진', '하람', '다은'], objected_by=[],
         status='dropped', superseded_by=None,
         changed_at=['d_make_drop_a1', 'd_make_drop_a2']),
    dict(id='d12', text='마지막 촬영 뒤 5일 일요일 저녁 삼천동 막걸리골목 두레박에서 쫑파티',
         stated=['d_party_p', 'd_party_a1', 'd_party_a2', 'd_party_ok', 'd_party_a3'],
         agreed_by=['정우', '하람', '준혁', '다은', '서진'], objected_by=[],
         status='dropped', superseded_by=None,
         changed_at=['d_party_drop_p', 'd_party_drop_a1', 'd_party_drop_a2']),
]

NON_DECISIONS = [
    (['n_swim', 'n_swim_r'], 'joke'),                          # 정우가 바다로 걸어 들어가기
    (['n_bw', 'n_bw_r'], 'proposal not taken up'),             # 전체 흑백 → 일단 컬러
    (['n_sneak', 'n_sneak_r'], 'joke'),                        # 철거 전날 몰래 찍기
    (['n_bot_light', 'n_bot_light_r'], 'bot suggestion ignored'),  # 클로디: S#7 오후 4시 이후
    (['n_rain', 'n_rain_r'], 'hypothetical'),                  # 토요일 비 오면?
    (['n_silent'], 'joke'),                                    # 무성영화로 가자
    (['n_fest2', 'n_fest2_r'], 'question'),                    # 한뼘영화제도 같이? → 결과 보고
    (['n_bot_music', 'n_bot_music_r'], 'bot suggestion ignored'),  # 잼민이: 피아노 솔로
    (['n_jib', 'n_jib_r'], 'proposal not taken up'),           # 지미집 → 하루 40, 예산 없음
    (['n_poster', 'n_poster_r'], 'proposal not taken up'),     # 스틸로 포스터 → 가편 후
]

TODOS = [
    dict(id='t1', owner='다은', task='금성사진관 주인 할아버지 찾아뵙고 촬영 허락 받기',
         taken=['t_loc1'], due='2026-03-12', status='done', closed_by=['t_loc1_done'], handed_to=None),
    dict(id='t2', owner='서진', task='리딩 전에 대본 4고 공유',
         taken=['t_script'], due='2026-03-15', status='done', closed_by=['t_script_done'], handed_to=None),
    dict(id='t3', owner='태오', task='필름공작소에 전화해 FX6 패키지 가격 네고하고 예약',
         taken=['t_cam'], due='2026-03-11', status='done', closed_by=['t_cam_done'], handed_to=None),
    dict(id='t4', owner='태오', task='금요일 저녁 필름공작소에서 촬영 장비 픽업',
         taken=['t_pickup', 't_pickup_ok'], due='2026-03-20', status='done',
         closed_by=['t_pickup_done'], handed_to='준혁'),
    dict(id='t5', owner='다은', task='21일 점심 도시락 예약',
         taken=['t_food'], due='2026-03-18', status='done', closed_by=['t_food_done'], handed_to=None),
    dict(id='t6', owner='정우', task='서명한 출연계약서 우편으로 보내기',
         taken=['t_contract'], due='2026-03-22', status='done', closed_by=['t_contract_done'], handed_to=None),
    dict(id='t7', owner='클로디', task='첫 주말(3/21-22) 콜시트 초안 작성',
         taken=['t_call'], due='', status='done', closed_by=['t_call_done'], handed_to=None),
    dict(id='t8', owner='잼민이', task='영화제 제출용 시놉시스 영어 번역',
         taken=['t_syn'], due='', status='done', closed_by=['t_syn_done'], handed_to=None),
    dict(id='t9', owner='하람', task='소정 역 의상(코트) 구해오기',
         taken=['t_costume'], due='2026-03-20', status='done', closed_by=['t_costume_done'], handed_to=None),
    dict(id='t10', owner='준혁', task='메이킹용 짐벌을 과사에서 빌려오기',
         taken=['t_gimbal'], due='2026-03-27', status='dropped',
         closed_by=['d_make_drop_a1', 't_gimbal_drop'], handed_to=None),
    dict(id='t11', owner='다은', task='쫑파티 장소 두레박에 전화해 예약',
         taken=['t_party'], due='2026-04-03', status='dropped',
         closed_by=['d_party_drop_p', 't_party_drop'], handed_to=None),
    dict(id='t12', owner='태오', task='외삼촌께 표구사 촬영 날짜 확인받고 전기 용량 확인',
         taken=['t_uncle'], due='2026-03-25', status='done', closed_by=['t_uncle_done'], handed_to=None),
    dict(id='t13', owner='서진', task='선유도 해변 사전 답사',
         taken=['t_scout'], due='2026-03-31', status='done', closed_by=['t_scout_done'], handed_to=None),
    dict(id='t14', owner='서진', task='가편집본 만들어 공유',
         taken=['t_edit', 't_edit_re'], due='2026-04-20', status='open', closed_by=[], handed_to=None),
    dict(id='t15', owner='다은', task='제작비 정산표 올리기',
         taken=['t_settle', 't_settle_re'], due='2026-04-12', status='open', closed_by=[], handed_to=None),
]

NON_TODOS = [
    (['nt_notion'], 'already done'),                     # 노션 일정표 이미 만들어 둠
    (['nt_pin'], 'already done'),                        # 핀마이크 이미 빌려 둠
    (['nt_diet'], 'banter promise'),                     # 3키로 빼고 올게요
    (['nt_wish'], 'vague wish'),                         # 언젠가 장편 주연
    (['nt_sign'], 'already done'),                       # 계약서 방금 회신
    (['nt_lunch_offer', 'nt_lunch_no'], 'offer declined'),  # 국밥 제가 살게요 → 제작비에 있음
    (['nt_bot_offer'], 'bot offer not taken up'),        # 클로디 장비 체크리스트
    (['nt_chicken'], 'banter promise'),                  # 치킨 두 마리 쏨
    (['nt_darak'], 'already done'),                      # 다락 이미 취소 문자
    (['nt_return'], 'already done'),                     # 장비 반납 완료
    (['nt_receipts'], 'instruction to others'),          # 영수증 금요일까지 보내라
    (['nt_visit'], 'vague promise'),                     # 언제 외삼촌께 인사 가자
]

QUESTIONS = [
    # ---- changed
    ('사진관 장면은 최종적으로 어디서 찍었어?',
     ['d_loc1_ok', 'loc1_fail', 'd_loc2_p', 'd_loc3_p', 'd_loc3_ok'],
     '남부시장 2층 태오 외삼촌의 표구사에서, 시장이 닫는 저녁 7시 이후에 찍음 (금성사진관 → 삼례 다락 스튜디오 → 표구사)', 'changed'),
    ('사진관 씬 맨 처음 후보지는 어디였고 왜 못 썼어?',
     ['d_loc1_p', 'd_loc1_ok', 'loc1_fail'],
     '중앙동 금성사진관(폐업한 사진관, 주인 할아버지 허락까지 받음). 건물이 팔려 내부 철거가 잡혀서 무산', 'changed'),
    ('삼례 대관 공간은 왜 결국 안 쓰게 됐어?',
     ['budget1', 'd_loc3_p', 'd_loc3_ok'],
     '첫 주 정산에서 제작비가 50만원쯤 모자랐는데 다락 스튜디오 이틀 대관비 50만원이 가장 커서, 무료인 외삼촌 표구사로 옮김', 'changed'),
    ('군산 바닷가 마지막 장면은 결국 언제 찍었어?',
     ['d_end1_p', 'd_end2_p', 'd_end2_a4'],
     '4월 5일 일요일 아침, 6시 반 선유도 집결해 7시 간조에 맞춰 촬영 (원래는 4일 토요일 해질녘)', 'changed'),
    ('엔딩 촬영 처음 계획은 몇 시 콜이었어?',
     ['d_end1_p'], '4월 4일 토요일 오후 4시 반 콜, 일몰에 맞춰 촬영', 'changed'),
    ('엔딩을 해질녘에 안 찍게 된 까닭은?',
     ['scout_note', 'tide_a', 'd_end2_p'],
     '물이 들어오면 모래사장이 반밖에 안 남는데 토요일 해 질 무렵이 거의 만조라서, 일요일 아침 간조 때로 잡음', 'changed'),
    ('준혁이 동생이 메이킹 찍기로 한 건 어떻게 됐어?',
     ['d_make_p', 'make_reason', 'd_make_drop_a1'],
     '취소됨. 동생이 중간고사라 못 오고 첫 주 영상도 쓸 게 없어서 메이킹은 빼기로 함(대체 없음)', 'changed'),
    ('막걸리골목 쫑파티 했어?',
     ['d_party_ok', 'd_party_drop_p', 'd_party_drop_a1'],
     '안 함. 정우가 월요일 긴급 리허설로 바로 서울 가야 했고 하람도 몸이 안 좋아서 4일 밤에 접기로 함', 'changed'),
    # ---- owner
    ('첫 촬영 전날 렌탈샵 장비는 누가 실어 왔어?',
     ['t_pickup', 't_pickup_hand', 't_pickup_ok', 't_pickup_done'],
     '준혁 (태오가 맡았다가 야근이 잡혀서 차 있는 준혁에게 넘김)', 'owner'),
    ('소정이 입을 코트는 누가 구했어?',
     ['t_costume', 't_costume_done'], '하람 (구제로 만오천원)', 'owner'),
    ('영화제용 영어 줄거리는 누가 옮겼어?',
     ['t_syn_q', 't_syn_done'], '잼민이(봇)', 'owner'),
    ('첫 주말 콜시트 초안은 누가 짰어?',
     ['t_call_q', 't_call_done'], '클로디(봇)', 'owner'),
    ('군산 해변 사전 답사는 누가 다녀왔어?',
     ['t_scout', 't_scout_done'], '서진 (화요일에 연차 내고)', 'owner'),
    # ---- status
    ('정우 선배 계약서는 받았어?',
     ['t_contract', 't_contract_done'], '응, 3월 26일에 우편으로 도착했다고 다은이 확인함', 'status'),
    ('가편집본 나왔어?',
     ['t_edit', 't_edit_re'], '아직. 서진이 20일까지라더니 회사 일로 늦어져 다음 주 말까지 올리겠다고 함', 'status'),
    ('정산 결과 올라왔어?',
     ['t_settle', 't_settle_re'], '아직. 다은이 준혁의 주유 영수증을 기다리던 중이고 정산표는 안 올라옴', 'status'),
    ('메이킹 찍을 짐벌은 빌렸어?',
     ['t_gimbal', 't_gimbal_drop'], '안 빌림. 메이킹이 취소돼서 과사 신청만 해둔 걸 취소함', 'status'),
    ('두레박 자리는 잡았어?',
     ['t_party', 't_party_drop'], '안 잡음. 금요일에 전화를 못 했고 쫑파티 자체가 취소됨', 'status'),
    ('외삼촌 가게 전기는 확인됐어?',
     ['t_uncle', 't_uncle_done'], '응, 외삼촌 허락 받았고 콘센트 4구 두 개에 차단기도 넉넉하다고 함', 'status'),
    # ---- single
    ('카메라 패키지 여섯 회차 최종 금액은?',
     ['t_cam_done'], '60만원 (원래 견적 90만원, FX6+시그마 시네렌즈)', 'single'),
    ('토요일 도시락 하나에 얼마였어?',
     ['d_food_p'], '9천원 (한상차림 도시락)', 'single'),
    ('영화 영어 제목이 뭐야?',
     ['d_title_p'], 'A Late Farewell', 'single'),
    ('첫 주 끝나고 제작비 얼마나 부족하다고 했어?',
     ['budget1'], '50만원 정도', 'single'),
    ('우리 전체 제작비는 얼마야?',
     ['budget_total'], '450만원', 'single'),
    ('강변영화제 낼 때 조건이 뭐였지?',
     ['fest_list'], '30분 이하, 온라인 접수, 영문 자막 필수', 'single'),
    # ---- temporal
    ('첫 촬영 날짜가 언제였어?',
     ['d_sched_ok'], '3월 21일 토요일', 'temporal'),
    ('강변 출품 마감이 언제야?',
     ['fest_list'], '5월 15일', 'temporal'),
    ('정우 계약서 우편은 며칠에 왔어?',
     ['t_contract_done'], '3월 26일 (목)', 'temporal'),
    ('첫날 점심 배달은 몇 시 어디로 오기로 했어?',
     ['t_food_done'], '12시에 골목 입구로', 'temporal'),
    # ---- multi
    ('카메라 고를 때 태오가 뭘 원했고 어떻게 정리됐어?',
     ['d_cam_obj', 'd_cam_cost', 'd_cam_tm', 'd_cam_a1'],
     '태오는 코모도를 원했지만 택배비 포함 50만원이 넘어 FX6로 가고, 대신 조명비를 10만원 더 받음', 'multi'),
    ('정우 선배 식사 걱정은 뭐였고 어떻게 맞췄어?',
     ['d_food_obj', 'd_food_r', 'd_food_tm'],
     '위가 약해 이틀 연속 도시락은 힘들다고 해서 토요일만 도시락, 일요일 점심은 국밥집으로 함', 'multi'),
    ('표구사 촬영에 준혁이 걱정한 건 뭐였고 어떻게 해결했어?',
     ['d_loc3_obj', 'd_loc3_r', 'd_loc3_r2', 'd_loc3_tm'],
     '낮 시장 소음 때문에 동시녹음이 안 된다고 했는데, 시장이 닫는 저녁 7시 이후에 찍고 사진관 씬을 밤 장면으로 해서 수긍함', 'multi'),
    ('제목에 반대한 사람은 누구고 뭘 원했어? 결론은?',
     ['d_title_obj', 'd_title_r', 'd_title_tm', 'd_title_ok'],
     '하람이 너무 슬프다며 『마지막 손님』을 원했지만, 서진의 설명(늦게라도 하는 배웅 이야기)을 듣고 동의해 『늦은 배웅』으로 확정', 'multi'),
]


if __name__ == '__main__':
    msgs, markers = build(SESSIONS, PEOPLE, tz_hours=9, seed=20260309)
    write_all(HERE, msgs, markers, DECISIONS, NON_DECISIONS, TODOS, NON_TODOS, QUESTIONS)
