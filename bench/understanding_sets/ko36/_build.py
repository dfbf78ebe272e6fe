#!/usr/bin/env python3
"""Korean neighbourhood tennis regulars' chat (갑천 새벽테니스 '여명' 단톡방):
early-morning doubles at a city court in 유성, 대전, and the autumn friendly
against the 둔산 club '한밭 아침회', 2026-09-07 .. 2026-10-11, +09:00.

Run `python3 _build.py` (from anywhere) to regenerate chat.jsonl and the label
files in this folder. Line format: see ../_chatgen.py.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from _chatgen import build, write_all  # noqa: E402

PEOPLE = {
    '정민': (6318402957, False),   # 50대, 모임 대표; court bookings, the 한밭 contact
    '수경': (5902741836, False),   # 40대, 총무; 회비, balls, the 공단 fee
    '태식': (7160385249, False),   # 60대 최고참, 구력 30년; jokes, knows the 국밥집 and the academy
    '하림': (6740193528, False),   # 30대 회사원; brings two colleagues, the T-shirt idea
    '동규': (5513068274, False),   # 40대; strings rackets, the net complaint, the ice box
    '코덱스': (7391604825, True),  # bot; terse
    '클로디': (7482915063, True),  # bot; warm, polite
}

SESSIONS = [
("2026-09-07 07:12", r"""
정민: 오늘 다들 수고했어요 ㅎㅎ 수경씨 백핸드 날이 섰던데
수경: 아유 얻어걸린 거예요
태식: 나는 오늘 무릎이 파업함
하림: 선생님 그래도 발리는 여전하시던데요 👍
동규: 저 줄 또 끊어짐 ㅠ 이번 달만 두 번째
태식: 동규는 텐션을 너무 세게 매 ㅋㅋ 60파운드가 뭐야
동규: 손맛이 다르다니까요
정민: 아 그리고 봇 둘 불러놨어요 회비 정리나 대진표 시키려고 @코덱스 @클로디 인사해요
코덱스: 코덱스. 부르면 답함.
클로디: 안녕하세요 여명 회원님들 😊 필요하실 때 편하게 불러 주세요.
태식: 기계가 인사를 다 하네 세상 좋아졌다
하림: 코덱스 말투 왜케 짧아요 ㅋㅋ
#ex_topic 정민: 본론은 이거 한밭 아침회 회장님이 가을 교류전 하자고 연락 오셨어요
#d1_p 정민: 19일 토요일 아침 어때요? 우리 코트에서 6시부터
#d1_a1 수경: 19일 좋아요
#d1_a2 하림: 저 19일 돼요!!
#d1_a3 동규: ㄱㄱ
#d1_a4 태식: 나야 맨날 한가하지 ㅋㅋ 콜
#d1_ok 정민: 그럼 19일 토요일로 한밭에 답할게요
#t_call 정민: 회장님한테는 오늘 저녁에 전화해서 확답 받아올게요
#t_court 정민: 코트는 3번 4번 두 면으로 제가 공단 사이트에서 이번 주 안에 잡아둘게요
수경: 감사해요 대표님
"""),
("2026-09-07 21:34", r"""
#t_call_done 정민: 한밭 회장님이랑 통화했어요 19일 오케이래요 그쪽도 여섯 명 온대요
하림: 오 드디어 ㅋㅋ 작년엔 우리가 졌죠?
태식: 작년 얘기는 꺼내지 마
동규: 4대2였나
태식: 하지 말라니까 ㅋㅋ
#n_makgeolli 동규: 이기면 끝나고 막걸리 한 사발씩 합시다 ㅋㅋ
#n_makgeolli_no >n_makgeolli 수경: 아침 9시에 막걸리는 좀...ㅋㅋ 다들 운전해서 오잖아요
동규: 토요일인데요?
수경: 그래도요 ㅋㅋ
"""),
("2026-09-08 07:08", r"""
동규: 오늘 공 상태 진짜 별로였다
하림: 털 다 빠져서 바운드가 안 올라와요 ㅠ
태식: 공 탓 하지 마 ㅋㅋ
#d_ball_p 수경: 공 새로 사요 HEAD 투어 한 박스(18캔 72개) 인터넷 최저가 21만원이요 회비에서 내고
#d_ball_obj 태식: 비싸다 그냥 예전처럼 중앙시장 스포츠사에서 캔으로 사지
#d_ball_r >d_ball_obj 수경: 거기 캔당 1만3천원이라 18캔이면 23만4천원이에요 선생님
#d_ball_tm 태식: 허 그래? 그럼 박스로 사
#d_ball_a1 정민: 박스 ㄱ
#d_ball_a2 동규: 찬성요
#t_ball 수경: 그럼 오늘 점심에 제가 주문 넣을게요
하림: 총무님 최고 💕
"""),
("2026-09-08 12:41", r"""
#t_ball_done 수경: 공 주문 완료요~ 목요일 도착 예정
정민: 👍
#t_bot_ledger_q 수경: @클로디 9월 회비 입금 현황 좀 정리해 주세요. 월 2만원이고 정민 수경 동규 입금, 태식 하림 아직이에요
#t_bot_ledger 클로디: 네, 바로 정리해 드릴게요 😊
#t_bot_ledger_done 클로디: 9월 회비 현황입니다.\n- 입금: 정민, 수경, 동규 (6만원)\n- 미입금: 태식, 하림 (4만원)\n- 공 한 박스 21만원은 회비 잔액에서 나가는 것으로 메모해 두었어요.
#nt_bot_remind 클로디: 원하시면 미입금하신 분들께 보낼 안내 문구도 만들어 드릴게요.
#nt_hr_paid 하림: 헉 저 방금 보냈어요!!
태식: 나는 어제 보냈는데? 확인 좀 해봐 총무
수경: 앗 들어와 있네요 선생님 죄송 ㅎㅎ
태식: 기계보다 총무가 더 문제네 ㅋㅋ
"""),
("2026-09-09 07:06", r"""
정민: 요즘 6시 전에 오는 사람이 나밖에 없어요
하림: 죄송해요 ㅠ
동규: 저는 5시 58분 도착이었는데요
#d_six_p 정민: 평일은 6시 정각에 첫 게임 들어가요. 늦게 온 사람은 다음 판부터 끼고
#d_six_a1 동규: ㅇㅋ 6시 땡
#d_six_a2 수경: 네 좋아요
#d_six_a3 하림: 넵 알람 5시 15분으로 당깁니다...
#d_six_tm 태식: 나는 5시면 눈이 떠져 ㅋㅋ 찬성
#n_bot_stretch_q 하림: @클로디 새벽에 바로 뛰면 몸에 안 좋아요?
클로디: 새벽엔 기온이 낮아 근육이 굳어 있어서, 바로 전력으로 뛰면 종아리나 허리를 다치기 쉬워요. 가벼운 조깅과 동적 스트레칭이 도움이 돼요.
#n_bot_stretch 클로디: 게임 전 10분 스트레칭을 모임 규칙으로 정해 두시는 것도 좋겠어요 🙂
#n_bot_stretch_r 태식: 10분이면 한 게임 날아가 ㅋㅋ
하림: 저는 차에서 목만 돌리고 나와요
"""),
("2026-09-10 20:12", r"""
동규: [사진]
동규: 4번 코트 네트 가운데 찢어진 거 보셨어요?
정민: 봤어요 공이 그냥 빠져나가던데 ㅋㅋ
#t_net 동규: 내일 점심시간에 시설관리공단에 민원 넣어볼게요
#nt_net_offer 태식: 우리 집에 그물 있는데 내가 꿰매줄까
#nt_net_no >nt_net_offer 정민: 선생님 그거 공단 시설이라 손대면 안 돼요 ㅋㅋ 민원으로 가요
태식: 그래 그래
하림: 근데 선생님 집에 그물이 왜 있어요?
태식: 낚시하잖아 ㅋ
#ball_arrived 수경: 아 공 왔어요!
수경: [사진]
#t_store 수경: 내일 아침에 코트 창고에 넣어둘게요
#d_rookie_p 하림: 아 그리고 회사 동료 둘이 테니스 배운 지 1년 됐는데 이번 토요일에 같이 쳐봐도 돼요?
#d_rookie_a1 정민: 그럼요 환영이죠
#d_rookie_p2 수경: 체험이니까 첫 달 회비는 안 받을게요
#d_rookie_a2 태식: 젊은 피 좋지
#d_rookie_a3 동규: ㄱㄱ 복식 짝 맞추기 편해지겠네
#t_rookie 하림: 그럼 토요일에 둘 다 데리고 갈게요!
"""),
("2026-09-11 07:15", r"""
#t_store_done >t_store 수경: 공 창고에 넣었어요 18캔 그대로
#nt_lock 수경: 창고 자물쇠 비번도 어제 바꿔놨어요 개인톡으로 보냄
태식: 비번 외울 자신 없는데
동규: 폰에 적어두세요 선생님
"""),
("2026-09-11 12:33", r"""
#t_net_done >t_net 동규: 공단에 민원 넣었어요 다음 주 중에 새 네트로 교체해준대요
정민: 오 빠르다 수고했어요
하림: 공단이 일을 하네요 ㅋㅋ
"""),
("2026-09-12 08:05", r"""
하림: [사진]
#t_rookie_done 하림: 오늘 지민씨랑 요한씨 어땠어요? 둘 다 너무 재밌었대요 ㅋㅋ
태식: 지민이 포핸드 좋더라
정민: 요한씨는 서브가 좀 더 다듬어지면 되겠던데
동규: 다음 주에도 오라 하세요
#d_shirt_p 하림: 그리고 교류전 때 우리 티셔츠 맞춰 입으면 어때요? 한밭은 작년에 단체로 맞춰 왔잖아요
#d_shirt_a1 동규: 오 좋아 기 죽지 말자
#d_shirt_a2 정민: 찬성 맞춥시다
#d_shirt_ok 수경: 그럼 티셔츠 하는 걸로 해요 가격 보고 회비에서 좀 보태죠
#t_shirt 하림: 시안이랑 견적은 제가 다음 주 안에 뽑아볼게요!
태식: 나는 XL
동규: 선생님 XXL 아니에요? ㅋㅋ
태식: 이놈이
"""),
("2026-09-13 21:02", r"""
정민: 코트 예약은 월요일 아침마다 2주 치가 열리네요
#t_court_re 정민: 19일 건 내일 아침 열리자마자 잡을게요
#n_night 하림: 근데 평일 저녁반도 하나 만들면 어때요? 조명 켜고
#n_night_r >n_night 정민: 저녁엔 레슨이랑 동호회들 예약 전쟁이라 우리 못 끼어요 ㅠ
하림: 아 그렇구나
#d_indoor_p 태식: 곧 가을장마 온다던데 비 오는 날엔 실내코트 빌려서 치자
#d_indoor_a1 하림: 오 좋아요 비 오면 일주일 통째로 못 치잖아요
#d_indoor_a2 동규: ㅇㅇ 그러자
#d_indoor_ok 정민: 좋네요 그렇게 해요 선생님 아시는 데 있으세요?
#t_indoor 태식: 유성 테니스아카데미 원장이 내 후배야 내가 물어보고 정기로 잡아둘게
수경: 역시 인맥 ㅋㅋ
"""),
("2026-09-14 07:09", r"""
정민: [사진]
#notice 정민: 공단 공지 붙었네요 17일 목요일부터 20일 일요일까지 3~6번 코트 바닥 도색 공사래요
수경: 헐 19일 교류전인데
동규: 1번 2번은요?
정민: 1, 2번은 주말 레슨 고정이라 안 돼요
태식: 하필 ㅋㅋ
#d2_p 정민: 다음 주말은 추석이고... 10월 3일 개천절 토요일로 가요
#d2_obj >d2_p 하림: 아 3일 저 시누이 아기 돌잔치예요 ㅠ
#d2_a1 수경: 3일 좋아요
#d2_a2 태식: 콜
#d2_a3 동규: ㄱㄱ
#d2_hr 하림: 아 근데 돌잔치 점심이니까 게임 끝나고 가면 되겠다 ㅋㅋ 저도 3일 OK
#d2_ok 정민: 그럼 3일로 한밭에 다시 말할게요
#nt_dg_call 동규: 한밭 회장님한테 제가 연락드릴까요?
#nt_dg_call_r >nt_dg_call 정민: 방금 문자 드렸어요 ㅎㅎ 괜찮다고 하심
#t_court2 정민: 코트는 3일로 다시 잡아둘게요 19일 건 어차피 공사라 안 잡혔고
#n_carve 동규: 새로 칠할 때 바닥에 여명 이름 새겨달라고 할까요 ㅋㅋ
태식: 공단이 퍽이나 ㅋㅋ
"""),
("2026-09-15 19:44", r"""
#shirt_quote >t_shirt 하림: 티셔츠 견적 받았는데요 최소 20장부터고 장당 2만8천원이래요 ㅠ
하림: 우리는 다섯 명에 지민씨 요한씨 해도 일곱 벌인데...
수경: 20장이면 56만원이에요 회비 반년치
정민: 남는 열세 장은 어디다 써
#d_shirt_drop_p 동규: 티셔츠는 그냥 없던 걸로 하죠
#d_shirt_drop_a1 정민: ㅇㅇ 아깝지만 패스
#d_shirt_drop_a2 수경: 네 접어요
#t_shirt_drop 하림: 넵 그럼 시안도 여기서 멈출게요 로고만 그려봤는데 ㅋㅋ
하림: [사진]
태식: 로고 잘 그렸네 아깝다
#nt_shirt_wish 태식: 언젠가 여명 이름 박힌 모자라도 하나 있으면 좋겠다
하림: 모자 ㅋㅋ 선생님 은근 욕심 있으시네
"""),
("2026-09-16 07:05", r"""
#net_new 동규: 4번 네트 새 거로 바뀌었어요!!
하림: 오 빳빳하다
태식: 새 공 까니까 팡팡 나가네
수경: 창고에서 세 캔 꺼냈어요 이제 15캔 남음
정민: 공사 전 마지막 날이네요 오늘
"""),
("2026-09-17 20:31", r"""
#indoor_info >t_indoor 태식: 아카데미 원장한테 물어봤는데 실내는 아침 7시에 열고 시간당 6만원이래
태식: 새벽엔 아예 안 연대
정민: 7시면 다들 출근 준비인데...
하림: 6만원이면 다섯이서 한 사람당 만2천원 ㅠ
#d_indoor_drop_p 정민: 실내는 안 되겠네요 없던 걸로 해요
#d_indoor_drop_a1 수경: 네 그게 낫겠어요
#d_indoor_drop_a2 동규: ㅇㅇ
#t_indoor_drop 태식: 그래 그럼 예약은 안 잡는다 원장한테도 말해둘게
"""),
("2026-09-18 07:40", r"""
정민: 공사 때문에 어제부터 일요일까지 쉬네요
동규: 몸이 근질근질하다
하림: 저는 이참에 잠 좀 자려구요 ㅋㅋ
#d_fmt_p 정민: 한밭 회장님이랑 얘기한 거 공유해요. 복식 여섯 판, 한 판 6게임 노애드, 6대6이면 타이브레이크
#d_fmt_obj 동규: 노애드는 좀... 듀스 없으면 테니스가 아니죠 ㅋㅋ
#d_fmt_r >d_fmt_obj 정민: 9시에 다음 팀 들어와서 듀스까지 하면 여섯 판 못 끝내요
#d_fmt_tm 동규: 아 9시 반납이면 어쩔 수 없네 ㅇㅋ
#d_fmt_a1 수경: 노애드 좋아요 깔끔하고
#d_fmt_a2 태식: 빨리 끝나서 좋다 국밥 빨리 먹고
#n_ref_q 하림: 심판은 따로 있어요?
#n_ref_r >n_ref_q 정민: 작년엔 심판 없이 각자 자기 코트 콜 했어요
하림: 아하
"""),
("2026-09-21 07:10", r"""
태식: 3·4번 바닥 새로 칠하니까 반짝반짝하네
하림: 좀 미끄러워요 조심하세요 ㅠ
동규: 새 바닥 첫 발자국 내가 찍음 ㅋㅋ
수경: 라인이 너무 선명해서 아웃 시비 없겠네요
정민: 오늘 태식 선생님 서브 에이스 세 개
태식: 바닥 덕분이지
"""),
("2026-09-23 21:05", r"""
수경: 내일부터 연휴네요 다들 어디 가세요?
태식: 손주들 온다 ㅎㅎ 전 부치느라 허리 나갈 듯
동규: 저는 처가 부산이요
하림: 저는 대전 집콕... 남편만 시댁 보냄 ㅋㅋ
정민: 연휴에도 코트 나올 사람은 나와요 난 토요일에 나감
하림: 저 토요일 갈게요!
#n_away 정민: 내년 교류전은 우리가 한밭 쪽 코트로 원정 가도 되고요
수경: 다들 즐추석 🌕
"""),
("2026-09-27 07:30", r"""
하림: 연휴 끝났다 ㅠ
태식: 송편 너무 먹어서 몸이 무거워
동규: 저 오늘 공 하나도 안 맞았어요
정민: 다 그래요 ㅋㅋ 다음 주면 돌아옴
"""),
("2026-09-28 07:12", r"""
#hanbat 정민: 한밭 회장님 연락 왔는데 3일에 그쪽 회원 넷이 시 협회장배 대회 나간대요
동규: 그럼 그쪽 두 명밖에 안 남네
#d3_p 정민: 한 주 더 가서 10일 토요일 어때요? 한밭은 10일 전원 된대요
#d3_a1 수경: 10일 괜찮아요
#d3_a2 하림: 10일 완전 좋아요 돌잔치랑도 안 겹치고 ㅋㅋ
#d3_a3 태식: 나도 10일 ㅇㅋ
#d3_a4 동규: 콜
#d3_ok 정민: 10일로 최종입니다 이번엔 진짜
#t_court3 정민: 3일 코트는 취소하고 10일로 잡을게요
#nt_joke_lose 태식: 또 밀리면 내가 한밭 회장 집 앞에 가서 서브 넣는다 ㅋㅋ
하림: ㅋㅋㅋㅋㅋ
#t_fee 수경: 아 그리고 10월 공단 정기 사용료는 제가 이번 주 금요일까지 이체할게요
"""),
("2026-09-29 12:22", r"""
#t_court_done >t_court3 정민: 10일 3·4번 코트 6시~9시 예약됐어요 3일 건은 취소 완료
수경: 수고하셨어요~
동규: 👍
"""),
("2026-09-30 20:03", r"""
#d_meal_p 정민: 교류전 끝나고 아침은 '유성 콩나물국밥' 어때요? 코트에서 걸어서 5분이고
#d_meal_a1 태식: 거기 수란 맛있지 좋아
#d_meal_a2 하림: 👍👍
#d_meal_a3 동규: 국밥 콜
#t_meal 태식: 거기 사장이 내 동창이야 열두 명 자리 내가 잡아둘게
#bet_p 정민: 그리고 한밭 회장님이 지는 클럽이 아침값 내기 하자시네요
#bet_obj 수경: 지면 열두 명 국밥값이 회비에서 나가는 거예요? 공 사고 나서 잔액 8만원 남짓이에요 ㅠ
#bet_r >bet_obj 정민: 지면 우리 다섯이 만원씩 따로 걷어서 내면 되죠
#bet_tm 수경: 그럼 오케이 ㅋㅋ 이기면 되지 뭐
#bet_a1 동규: 무조건 이깁니다
#bet_a2 태식: 좋아 걸자
#bet_ok 정민: 그럼 한밭에 내기 받는다고 전할게요
#nt_pickup 하림: 지면 제가 한 달 동안 공 줍기 전담할게요 ㅋㅋ
동규: 캡처했다
"""),
("2026-10-01 07:14", r"""
정민: 요즘 6시엔 깜깜해서 공이 안 보이네요
동규: 오늘 첫 판 공 세 개 놓쳤어요 ㅋㅋ 눈이 문제인가
#d_630_p 정민: 📢 평일 게임은 10월부터 6시 반 첫 서브입니다. 해가 6시 20분쯤 떠서요
#d_630_a1 수경: 네 30분 더 자야지 ㅎㅎ
#d_630_a2 태식: 그게 맞다
#d_630_a3 하림: 🙏🙏 살았다
동규: 👍
#t_bot_draw_q 정민: @코덱스 10일 대진표 좀 짜줘. 우리는 정민 수경 태식 하림 동규 지민(게스트) 여섯, 상대도 여섯. 3·4번 두 면에서 복식 여섯 판, 한 사람 두 판씩
#t_bot_draw 코덱스: 작성 중.
#t_bot_draw_done 코덱스: 여명 대진 (10/10)\n3번 코트: 1경기 정민·동규 / 3경기 수경·하림 / 5경기 태식·지민\n4번 코트: 2경기 정민·하림 / 4경기 동규·지민 / 6경기 태식·수경\n- 한밭 조는 명단 받으면 채움.
#n_bot_league 코덱스: 참고: 시간이 되면 풀리그가 더 공정함.
#n_bot_league_r 동규: 풀리그 하면 점심까지 쳐야 돼 ㅋㅋ
하림: 지민씨한테 대진표 보내줬어요 떨린대요
"""),
("2026-10-01 21:10", r"""
#t_fee_done >t_fee 수경: 공단 10월분 사용료 8만원 이체했어요
정민: 감사해요 총무님
#nt_fee_due 수경: 그리고 10월 회비 5일까지 보내주세요~
태식: 지금 보냄
하림: 저도요!
"""),
("2026-10-02 21:15", r"""
#t_ice 동규: 10일에 아이스박스에 물이랑 이온음료 제가 채워 갈게요
#nt_ice_offer 하림: 저 바나나도 사 갈까요?
#nt_ice_no >nt_ice_offer 동규: 국밥 먹을 건데 ㅋㅋ 괜찮아요
하림: 아 맞다 국밥 ㅋㅋ
태식: 나는 사탕 챙긴다
"""),
("2026-10-05 08:20", r"""
#t_meal_hand 태식: 아이고 국밥집 자리 내가 잡는다 했는데 서울 딸네 와 있어서 목요일에나 내려가 수경씨가 전화 좀 대신 해줄 수 있나
#t_meal_hand_ok 수경: 네 제가 할게요 번호랑 사장님 성함만 주세요
태식: 042-823-5519 박영수 사장 내 이름 대면 잘해줄 거야
수경: 넵 ㅎㅎ
정민: 선생님 10일엔 오시는 거죠?
태식: 금요일 밤에 내려간다 걱정 마
"""),
("2026-10-05 12:40", r"""
#t_meal_done >t_meal_hand_ok 수경: 국밥집 통화했어요 10일 9시 15분에 열두 명 자리 잡았어요
수경: 태식 선생님 친구라니까 수란 서비스 준대요 ㅋㅋ
태식: 거봐 ㅋㅋ
"""),
("2026-10-07 07:25", r"""
하림: 지민씨 10일 확정이래요 요한씨는 그날 출장이라 응원만 ㅠ
정민: 아쉽네 다음에 또 오라고 해요
#n_rain_q 하림: 근데 10일에 비 오면 어떡해요?
#n_rain_r 태식: 비 오면 국밥만 먹고 해산하지 뭐 ㅋㅋ
수경: 예보는 맑음이에요 ☀️
#n_transfer 동규: 지면 우리 다 한밭으로 이적합시다 ㅋㅋ
하림: 배신자 ㅋㅋㅋ
"""),
("2026-10-09 21:00", r"""
정민: 내일 코트는 6시부터 잡혀 있어요 미리 와서 몸 풀고 6시 반 첫 서브
#nt_instr 정민: 다들 새 공 한 캔씩 들고 오세요 창고 열쇠는 수경씨가 챙겨주시고
수경: 넵 열쇠 가방에 넣어뒀어요
태식: 알람 세 개 맞춤
하림: 지민씨 긴장돼서 잠 안 온대요 ㅋㅋ
동규: [사진]
동규: 얼음 얼리는 중
"""),
("2026-10-10 06:02", r"""
태식: 도착
수경: 저도 주차 중
+3m 하림: 지민씨랑 같이 가요 5분!
+6m 정민: 한밭 분들 오셨어요
정민: [사진]
+70m 동규: 1경기 6대4 승!!
+35m 하림: 우리 3경기 타이브레이크에서 졌어요 ㅠ
+30m 태식: 5경기 이김 지민이 물건이네
+45m #final_score 정민: 최종 4대2 우리가 이겼습니다!!!
수경: 그럼 한밭이 국밥 사는 거죠? ㅋㅋㅋ
"""),
("2026-10-10 09:40", r"""
하림: [사진]
#hanbat_paid 정민: 한밭 회장님이 깔끔하게 계산하셨어요 ㅋㅋ 다음엔 자기들 차례래요
태식: 수란 진짜 서비스 나왔다
#t_ice_done 동규: 아이스박스 비웠어요 이온음료 한 병도 안 남음
"""),
("2026-10-10 20:10", r"""
#t_album 정민: 오늘 사진 모아서 이번 주 안에 밴드 앨범에 올릴게요
#t_return 동규: 한밭 답방 날짜는 제가 그쪽 총무님께 물어볼게요 11월 중으로
#nt_lesson 태식: 지민이 백핸드는 내가 언제 한번 봐줘야겠어
하림: 지민씨가 들으면 좋아하겠네요 ㅋㅋ
수경: 회비 잔액 그대로예요 이겨서 ㅎㅎ
"""),
("2026-10-11 07:35", r"""
하림: 어제 너무 재밌었어요 지민씨가 정식으로 나오고 싶대요
정민: 환영이죠
태식: 오늘 다리가 말을 안 듣네
동규: 선생님 어제 두 판 다 뛰셨잖아요 ㅋㅋ
수경: 다들 푹 쉬세요~
"""),
]

DECISIONS = [
    dict(id='d1', text='한밭 아침회와의 가을 교류전: 9월 19일 토요일 아침 6시, 우리 코트',
         stated=['d1_p', 'd1_a1', 'd1_a2', 'd1_a3', 'd1_a4', 'd1_ok'],
         agreed_by=['정민', '수경', '하림', '동규', '태식'], objected_by=[],
         status='superseded', superseded_by='d2', changed_at=['d2_p', 'd2_ok']),
    dict(id='d2', text='코트 도색 공사 때문에 교류전을 10월 3일(개천절) 토요일로',
         stated=['d2_p', 'd2_a1', 'd2_a2', 'd2_a3', 'd2_hr', 'd2_ok'],
         agreed_by=['정민', '수경', '태식', '동규', '하림'], objected_by=['하림'],
         status='superseded', superseded_by='d3', changed_at=['d3_p', 'd3_ok']),
    dict(id='d3', text='한밭 회원들 대회 출전 때문에 교류전을 10월 10일 토요일로 (3·4번 코트 6~9시)',
         stated=['d3_p', 'd3_a1', 'd3_a2', 'd3_a3', 'd3_a4', 'd3_ok', 't_court_done'],
         agreed_by=['정민', '수경', '하림', '태식', '동규'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d4', text='평일 게임은 6시 정각 첫 게임, 늦으면 다음 판부터',
         stated=['d_six_p', 'd_six_a1', 'd_six_a2', 'd_six_a3', 'd_six_tm'],
         agreed_by=['정민', '동규', '수경', '하림', '태식'], objected_by=[],
         status='superseded', superseded_by='d5', changed_at=['d_630_p', 'd_630_a1']),
    dict(id='d5', text='10월부터 평일 게임 첫 서브 6시 반 (해가 늦게 떠서)',
         stated=['d_630_p', 'd_630_a1', 'd_630_a2', 'd_630_a3'],
         agreed_by=['정민', '수경', '태식', '하림'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d6', text='새 공 HEAD 투어 한 박스(18캔) 21만원, 회비로 구입',
         stated=['d_ball_p', 'd_ball_r', 'd_ball_tm', 'd_ball_a1', 'd_ball_a2'],
         agreed_by=['수경', '태식', '정민', '동규'], objected_by=['태식'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d7', text='교류전 끝나고 아침은 유성 콩나물국밥 (열두 명, 9시 15분)',
         stated=['d_meal_p', 'd_meal_a1', 'd_meal_a2', 'd_meal_a3', 't_meal_done'],
         agreed_by=['정민', '태식', '하림', '동규'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d8', text='교류전 방식: 복식 여섯 판, 6게임 노애드, 6대6이면 타이브레이크',
         stated=['d_fmt_p', 'd_fmt_r', 'd_fmt_tm', 'd_fmt_a1', 'd_fmt_a2'],
         agreed_by=['정민', '동규', '수경', '태식'], objected_by=['동규'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d9', text='하림의 회사 동료 두 명(지민, 요한) 토요일 게임 체험 참여, 첫 달 회비 면제',
         stated=['d_rookie_p', 'd_rookie_a1', 'd_rookie_p2', 'd_rookie_a2', 'd_rookie_a3'],
         agreed_by=['하림', '정민', '수경', '태식', '동규'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d10', text='교류전용 모임 티셔츠 맞추기 (회비 일부 보조)',
         stated=['d_shirt_p', 'd_shirt_a1', 'd_shirt_a2', 'd_shirt_ok'],
         agreed_by=['하림', '동규', '정민', '수경'], objected_by=[],
         status='dropped', superseded_by=None,
         changed_at=['d_shirt_drop_p', 'd_shirt_drop_a1', 'd_shirt_drop_a2']),
    dict(id='d11', text='비 오는 날엔 실내코트(유성 테니스아카데미) 빌려서 치기',
         stated=['d_indoor_p', 'd_indoor_a1', 'd_indoor_a2', 'd_indoor_ok'],
         agreed_by=['태식', '하림', '동규', '정민'], objected_by=[],
         status='dropped', superseded_by=None,
         changed_at=['d_indoor_drop_p', 'd_indoor_drop_a1', 'd_indoor_drop_a2']),
    dict(id='d12', text='교류전에서 지는 클럽이 아침값 내기 (지면 다섯이 만원씩 따로 걷어서)',
         stated=['bet_p', 'bet_r', 'bet_tm', 'bet_a1', 'bet_a2', 'bet_ok'],
         agreed_by=['정민', '수경', '동규', '태식'], objected_by=['수경'],
         status='current', superseded_by=None, changed_at=[]),
]

NON_DECISIONS = [
    (['n_makgeolli', 'n_makgeolli_no'], 'proposal not taken up'),   # 이기면 막걸리 → 운전
    (['n_bot_stretch_q'], 'question'),                             # 새벽에 바로 뛰면?
    (['n_bot_stretch', 'n_bot_stretch_r'], 'bot suggestion ignored'),  # 클로디: 10분 스트레칭 규칙
    (['n_night', 'n_night_r'], 'proposal not taken up'),           # 평일 저녁반 → 예약 전쟁
    (['n_carve'], 'joke'),                                         # 바닥에 여명 이름 새기기
    (['n_ref_q', 'n_ref_r'], 'question'),                          # 심판 따로 있어요?
    (['n_away'], 'proposal not taken up'),                         # 내년엔 한밭 코트로 원정
    (['n_bot_league', 'n_bot_league_r'], 'bot suggestion ignored'),  # 코덱스: 풀리그
    (['n_rain_q', 'n_rain_r'], 'hypothetical'),                    # 비 오면 국밥만 먹고 해산
    (['n_transfer'], 'joke'),                                      # 지면 한밭으로 이적
]

TODOS = [
    dict(id='t1', owner='정민', task='한밭 아침회 회장에게 전화해 교류전 날짜 확답 받기',
         taken=['t_call'], due='2026-09-07', status='done', closed_by=['t_call_done'], handed_to=None),
    dict(id='t2', owner='정민', task='교류전 날 3·4번 코트 공단 사이트에서 예약 (19일 → 3일 → 10일)',
         taken=['t_court', 't_court_re', 't_court2', 't_court3'], due='2026-09-13', status='done',
         closed_by=['t_court_done'], handed_to=None),
    dict(id='t3', owner='수경', task='HEAD 투어 공 한 박스 인터넷 주문',
         taken=['t_ball'], due='2026-09-08', status='done', closed_by=['t_ball_done'], handed_to=None),
    dict(id='t4', owner='수경', task='도착한 공 코트 창고에 넣어두기',
         taken=['t_store'], due='2026-09-11', status='done', closed_by=['t_store_done'], handed_to=None),
    dict(id='t5', owner='동규', task='4번 코트 찢어진 네트 시설관리공단에 민원 넣기',
         taken=['t_net'], due='2026-09-11', status='done', closed_by=['t_net_done'], handed_to=None),
    dict(id='t6', owner='하림', task='회사 동료 두 명 토요일 게임에 데려오기',
         taken=['t_rookie'], due='2026-09-12', status='done', closed_by=['t_rookie_done'], handed_to=None),
    dict(id='t7', owner='하림', task='모임 티셔츠 시안과 견적 뽑기',
         taken=['t_shirt'], due='2026-09-20', status='dropped',
         closed_by=['d_shirt_drop_p', 't_shirt_drop'], handed_to=None),
    dict(id='t8', owner='태식', task='실내코트(테니스아카데미) 알아보고 비 오는 날용 정기 예약 잡기',
         taken=['t_indoor'], due='', status='dropped',
         closed_by=['d_indoor_drop_p', 't_indoor_drop'], handed_to=None),
    dict(id='t9', owner='클로디', task='9월 회비 입금 현황 정리',
         taken=['t_bot_ledger'], due='', status='done', closed_by=['t_bot_ledger_done'], handed_to=None),
    dict(id='t10', owner='코덱스', task='10월 10일 교류전 대진표 짜기',
         taken=['t_bot_draw'], due='', status='done', closed_by=['t_bot_draw_done'], handed_to=None),
    dict(id='t11', owner='태식', task='교류전 후 유성 콩나물국밥 열두 명 자리 예약',
         taken=['t_meal', 't_meal_hand_ok'], due='', status='done',
         closed_by=['t_meal_done'], handed_to='수경'),
    dict(id='t12', owner='수경', task='공단 10월분 정기 사용료 이체',
         taken=['t_fee'], due='2026-10-02', status='done', closed_by=['t_fee_done'], handed_to=None),
    dict(id='t13', owner='동규', task='교류전 날 아이스박스에 물·이온음료 채워 가기',
         taken=['t_ice'], due='2026-10-10', status='done', closed_by=['t_ice_done'], handed_to=None),
    dict(id='t14', owner='정민', task='교류전 사진 모아 밴드 앨범에 올리기',
         taken=['t_album'], due='2026-10-11', status='open', closed_by=[], handed_to=None),
    dict(id='t15', owner='동규', task='한밭 총무에게 11월 답방 교류전 날짜 물어보기',
         taken=['t_return'], due='', status='open', closed_by=[], handed_to=None),
]

NON_TODOS = [
    (['nt_bot_remind'], 'bot offer not taken up'),        # 클로디: 미입금 안내 문구
    (['nt_hr_paid'], 'already done'),                     # 방금 보냈어요
    (['nt_net_offer', 'nt_net_no'], 'offer declined'),    # 그물로 꿰매줄까 → 공단 시설
    (['nt_lock'], 'already done'),                        # 자물쇠 비번 어제 바꿈
    (['nt_dg_call', 'nt_dg_call_r'], 'already done by someone else'),  # 한밭 연락 → 정민이 이미
    (['nt_shirt_wish'], 'vague wish'),                    # 언젠가 모자
    (['nt_joke_lose'], 'banter promise'),                 # 한밭 회장 집 앞에서 서브
    (['nt_pickup'], 'banter promise'),                    # 지면 한 달 공 줍기
    (['nt_fee_due'], 'instruction to others'),            # 10월 회비 5일까지
    (['nt_ice_offer', 'nt_ice_no'], 'offer declined'),    # 바나나 → 국밥 먹을 건데
    (['nt_instr'], 'instruction to others'),              # 새 공 한 캔씩, 열쇠
    (['nt_lesson'], 'vague promise'),                     # 언제 한번 백핸드 봐줄게
]

QUESTIONS = [
    # ---- changed
    ('한밭이랑 붙는 날 결국 언제로 정해졌어?',
     ['d1_ok', 'd2_ok', 'd3_ok'],
     '10월 10일 토요일 (9/19 → 10/3 → 10/10으로 두 번 밀림)', 'changed'),
    ('교류전 맨 처음 계획은 며칠이었지?',
     ['d1_p', 'd1_ok'], '9월 19일 토요일 아침 6시, 우리 코트', 'changed'),
    ('두 번째로 잡았던 날짜는 언제였고 왜 또 밀렸어?',
     ['d2_ok', 'hanbat', 'd3_p'],
     '10월 3일(개천절). 그날 한밭 회원 넷이 시 협회장배 대회에 나가서 10일로 밀림', 'changed'),
    ('19일에서 날짜를 옮긴 이유가 뭐였어?',
     ['notice', 'd2_p'], '17~20일 3~6번 코트 바닥 도색 공사 (1·2번은 레슨 고정)', 'changed'),
    ('요즘 평일엔 몇 시에 첫 게임 시작해?',
     ['d_six_p', 'd_630_p'], '10월부터 6시 반 첫 서브 (원래 6시 정각)', 'changed'),
    ('평일 게임 시작 시각 원래 규칙은 뭐였어?',
     ['d_six_p'], '6시 정각에 첫 게임, 늦으면 다음 판부터', 'changed'),
    ('단체 티 맞추자던 거 어떻게 됐어?',
     ['shirt_quote', 'd_shirt_drop_p', 'd_shirt_drop_a1'],
     '없던 걸로 함. 최소 20장, 장당 2만8천원이라 너무 비쌈', 'changed'),
    ('비 올 때 실내에서 치자던 계획은?',
     ['indoor_info', 'd_indoor_drop_p', 'd_indoor_drop_a1'],
     '취소. 아카데미 실내가 아침 7시에 열고 시간당 6만원이라 안 하기로 함', 'changed'),
    # ---- owner
    ('국밥집 자리는 누가 잡았어?',
     ['t_meal', 't_meal_hand', 't_meal_hand_ok', 't_meal_done'],
     '수경 (태식이 맡았다가 서울에 있어서 수경에게 넘김)', 'owner'),
    ('찢어진 네트 건 공단에 연락한 사람은?',
     ['t_net', 't_net_done'], '동규', 'owner'),
    ('교류전 대진은 누가 짰어?',
     ['t_bot_draw_q', 't_bot_draw_done'], '코덱스(봇)', 'owner'),
    ('새 공 박스 주문은 누가 했어?',
     ['t_ball', 't_ball_done'], '수경', 'owner'),
    ('한밭 쪽으로 답방 일정 알아보는 건 누구 몫이야?',
     ['t_return'], '동규 (한밭 총무에게 11월 중으로 물어보기로)', 'owner'),
    # ---- status
    ('교류전 사진 밴드에 올라왔어?',
     ['t_album'], '아직. 정민이 이번 주 안에 올리겠다고만 함', 'status'),
    ('태식 선생님이 실내코트 예약 해뒀어?',
     ['t_indoor', 'd_indoor_drop_p', 't_indoor_drop'], '안 함. 실내코트 계획이 취소돼서 예약 안 잡기로 함', 'status'),
    ('10월 코트 사용료는 냈어?',
     ['t_fee', 't_fee_done'], '응, 수경이 10월 1일에 8만원 이체함', 'status'),
    ('하림이 티셔츠 디자인 끝냈어?',
     ['t_shirt', 't_shirt_drop'], '아니, 로고만 그리다 티셔츠가 취소돼서 멈춤', 'status'),
    ('10일 코트 잡혔어?',
     ['t_court3', 't_court_done'], '응, 3·4번 코트 6시~9시 예약됨 (3일 건은 취소)', 'status'),
    ('새로 산 공은 창고에 들어갔어?',
     ['t_store', 't_store_done'], '응, 수경이 9월 11일 아침에 18캔 넣어둠', 'status'),
    # ---- single
    ('공 한 박스 얼마 주고 샀어?',
     ['d_ball_p'], '21만원 (HEAD 투어 18캔, 72개)', 'single'),
    ('티셔츠 한 장 값이 얼마라고 했어?',
     ['shirt_quote'], '2만8천원 (최소 20장)', 'single'),
    ('한밭이랑 최종 스코어는?',
     ['final_score'], '4대2로 여명 승리', 'single'),
    ('듀스 없는 방식에 반대한 사람 있었어?',
     ['d_fmt_obj', 'd_fmt_tm'], '동규. 9시에 코트를 비워야 해서 받아들임', 'single'),
    ('하림 동료들 회비는 어떻게 하기로 했어?',
     ['d_rookie_p2'], '체험이라 첫 달은 안 받음', 'single'),
    ('실내코트 한 시간 빌리면 얼마래?',
     ['indoor_info'], '시간당 6만원 (아침 7시부터)', 'single'),
    # ---- temporal
    ('국밥집 예약 시간이 몇 시야?',
     ['t_meal_done'], '10월 10일 9시 15분, 열두 명', 'temporal'),
    ('4번 코트 네트는 언제 새 걸로 바뀌었어?',
     ['t_net_done', 'net_new'], '9월 16일 아침에 교체돼 있었음 (민원은 11일)', 'temporal'),
    ('주문한 공 언제 왔어?',
     ['t_ball_done', 'ball_arrived'], '9월 10일 저녁 (8일 주문)', 'temporal'),
    ('바닥 칠하는 공사 기간이 언제였지?',
     ['notice'], '9월 17일(목)부터 20일(일)까지', 'temporal'),
    # ---- multi
    ('아침값 내기 어떻게 정했고 결국 누가 냈어?',
     ['bet_p', 'bet_ok', 'final_score', 'hanbat_paid'],
     '지는 클럽이 아침값 내기로 했고 여명이 4대2로 이겨서 한밭 회장이 계산함', 'multi'),
    ('지민은 누구 소개로 왔고 교류전에서 누구랑 짝이었어?',
     ['d_rookie_p', 't_bot_draw_done'], '하림의 회사 동료. 5경기 태식, 4경기 동규와 짝', 'multi'),
    ('내기 때문에 총무가 걱정한 건 뭐였고 어떻게 풀었어?',
     ['bet_obj', 'bet_r', 'bet_tm'],
     '지면 열두 명 밥값이 회비(잔액 8만원 남짓)에서 나갈까 봐 걱정 → 지면 다섯이 만원씩 따로 걷기로 하고 수긍', 'multi'),
    ('공을 박스로 사는 게 캔으로 사는 것보다 얼마나 쌌어?',
     ['d_ball_p', 'd_ball_r'], '박스 21만원 vs 시장 캔 구매 23만4천원, 2만4천원 쌈', 'multi'),
]


if __name__ == '__main__':
    msgs, markers = build(SESSIONS, PEOPLE, tz_hours=9, seed=20260907)
    write_all(HERE, msgs, markers, DECISIONS, NON_DECISIONS, TODOS, NON_TODOS, QUESTIONS)
