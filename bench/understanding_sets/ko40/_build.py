#!/usr/bin/env python3
"""Korean in-house bowling club officers' chat (한결물류 사내 볼링동호회 '핀포인트' 운영진방):
11월 사내 볼링대회 준비 + 대성물류 동호회와의 교류전, 2026-09-21 .. 2026-10-25, +09:00.

Run `python3 _build.py` (from anywhere) to regenerate chat.jsonl and the label
files in this folder. Line format: see ../_chatgen.py.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from _chatgen import build, write_all  # noqa: E402

PEOPLE = {
    '상훈': (6031948275, False),   # 회장, 영업팀 과장 42; 보안팀·대성물류 contact
    '미경': (5839201746, False),   # 총무, 재무팀 대리 36; 회비, 지원금, 상품, 뒤풀이
    '재원': (7120493857, False),   # 부회장, 물류센터 차장 47; 볼링장 사장님들과 친함, 레인 예약
    '소희': (6648201935, False),   # 인사팀 사원 27; 사내 게시판, 신청폼, 엑셀
    '태규': (5920381746, False),   # IT팀 주임 31; jokes, 서버 이전으로 야근
    '코덱스': (7409183625, True),  # bot: terse, lists
    '클로디': (7512093846, True),  # bot: polite
}

SESSIONS = [
("2026-09-21 12:20", r"""
상훈: 운영진 여러분 점심 맛있게 드셨나요
태규: 아직 먹는중이요 ㅋㅋ 구내식당 제육
소희: 저는 다 먹고 커피 사러 나왔어요 ☕
상훈: 다름이 아니라 올해 사내 볼링대회 슬슬 잡아야 해서요
상훈: 작년엔 12월에 해서 송년회랑 겹쳐서 정신없었잖아
재원: 그때 진짜 난리였지 ㅋㅋ
#d_date1_p 상훈: 그래서 이번엔 11월 14일 토요일 오후 2시, 영통 럭키볼 어때요? 회사에서 제일 가깝고
#d_date1_a1 재원: 난 좋아 럭키볼 사장님이랑 내가 좀 알아
#d_date1_a2 미경: 14일 괜찮아요!
#d_date1_a3 소희: 저도요 👍
#d_date1_a4 태규: 토요일 오후면 ㅇㅋ입니다
#d_date1_ok 상훈: 그럼 11/14 토 2시 럭키볼로 일단 잡읍시다
#t_lucky 재원: 레인 몇 개 비는지는 내가 오늘 퇴근길에 들러서 물어볼게
상훈: 감사합니다 차장님
#t_fund 미경: 복지팀에 동호회 지원금 신청도 이번 주 안에 넣을게요
상훈: 아 맞다 그거 마감 있지 않아요?
미경: 이번 달 말이요 여유 있어요
#d_prac_p 재원: 그리고 대회 전까지 연습 모임 정례화 하자 매주 수요일 7시 킹핀볼링 어때 회사 앞이니까
#d_prac_a1 소희: 수요일 좋아요 목금은 약속 많아서 ㅎ
#d_prac_a2 태규: 콜
#d_prac_a3 상훈: 좋습니다 레인 두 개면 충분하겠죠?
#d_prac_a4 재원: ㅇㅇ 두 개면 돼 이번 주부터 하자
태규: 근데 저 에버리지 120인데 가도 되나요 ㅋㅋㅋ
소희: 저는 100도 안 나와요 ㅋㅋ 걱정마세요
재원: 연습하라고 하는 거야 ㅋㅋ
"""),
("2026-09-21 19:05", r"""
#t_lucky_done 재원: 럭키볼 다녀옴
재원: 14일 오후에 다른 회사 단체가 먼저 잡아놔서 레인 6개밖에 안 된대
미경: 헐 6개면...
상훈: 작년 참가자 42명이었는데 6개로는 안 되죠
소희: 한 레인에 7명씩 치면 밤새겠네요 ㅋㅋㅋ
재원: 다른 데 알아봐야 할 듯 내일 얘기하자
"""),
("2026-09-22 19:40", r"""
#d_date2_p 재원: 동탄 스트라이크존 알아봤는데 레인 24개고 14일은 안 되고 21일 토요일 오후는 통으로 비어있대 거기로 하자
#d_date2_a1 미경: 24개면 넉넉하네요
#d_date2_obj 태규: 아 21일 저 사촌형 결혼식이요 ㅠㅠ
상훈: 헐
#d_date2_tq 태규: 아 근데 결혼식 12시니까 밥만 먹고 달려가면 2시 되겠네요 ㄱㅊ아요 그날로 해요
소희: 축의금 내고 바로 볼링 ㅋㅋㅋ
#d_date2_a2 상훈: 태규씨 고마워요 ㅋㅋ 그럼 21일 토 2시 동탄 스트라이크존으로 갑시다
#d_date2_a3 소희: 넵!!
#t_strike 재원: 내일 오전에 사장님한테 전화해서 예약 걸어둘게
#n_family_q 미경: 근데 이번엔 가족도 참가 가능하게 할까요? 작년에 애들 데려오고 싶다는 분 있었는데
#n_family_r >n_family_q 상훈: 음 그건 인원 보고 나중에 얘기해요 일단 직원만
미경: 넵
태규: 아 배고프다 다들 퇴근했어요?
소희: 지하철이요 사람 터질듯
"""),
("2026-09-23 21:35", r"""
태규: 첫 연습 모임 수고하셨습니다~
태규: [사진]
태규: 제 점수판 보지 마세요
소희: 87점 ㅋㅋㅋㅋ 태규님 저보다 낮으면 어떡해요
태규: 오늘 손목이 안 좋았음 (핑계)
#n_salary 태규: 대회에서 300점 치면 연봉협상에 반영해달라고 인사팀에 건의합시다 ㅋㅋ
소희: 인사팀 여기 있는데요? 기각입니다 ㅋㅋ
#nt_oil 재원: 아 그리고 킹핀 사장님한테 수요일마다 우리 레인 오일 새로 깔아달라고 아까 얘기해놨어
상훈: 오 그래서 오늘 공이 잘 꺾였구나
재원: ㅎㅎ
#t_strike_re 재원: 스트라이크존은 사장님이 출장 중이라 다음 주 초에 확정해준대 기다리는 중
미경: 참가비 얘기도 해야 해요
#d_fee_p 미경: 지원금 나오면 50만원인데 레인비만 40만원 넘게 나와서요 참가비 1인 1만원 받으면 어떨까요 그걸로 상품 사고
#d_fee_obj 태규: 지원금 있는데 참가비까지 받으면 사람들 안 올 것 같은데요… 그냥 무료로 하면 안 되나
#d_fee_r >d_fee_obj 상훈: 무료로 하면 상품이 없어요 ㅠ 작년에도 만원 받았는데 참가자 안 줄었어
#d_fee_tq 태규: 아 작년에도 받았어요? 그럼 뭐 만원 ㅇㅋ요
#d_fee_a1 재원: 만원 적당해
#d_fee_a2 소희: 저도 찬성이요
상훈: @코덱스 참가비 1인 1만원이면 40명 기준 얼마야?
코덱스: 40명 × 10,000원 = 400,000원\n지원금 500,000원 합치면 900,000원\n참고: 레인비·상품 합계가 90만원을 넘으면 1인 15,000원 권장
#n_bot_fee 코덱스: 제안: 여유분 고려해 참가비 15,000원
#d_fee_ok 미경: 만원으로 충분할 것 같아요 그럼 1인 만원으로 확정할게요
소희: 코덱스 은근 비싸게 부르네 ㅋㅋ
"""),
("2026-09-24 12:35", r"""
#t_notice 소희: 대회 공지랑 신청 구글폼은 제가 만들어서 내일까지 사내 게시판에 올릴게요
상훈: 소희씨 최고
#d_team_p 상훈: 팀 구성은 4인 1팀으로 하고 부서 섞어서 추첨으로 짜면 어때요? 다른 부서 사람들 친해지게
#d_team_obj 재원: 난 부서 대항이 더 재밌을 거 같은데 물류센터 vs 본사 이런 거
미경: 그러면 물류센터가 다 이기지 않아요? ㅋㅋ 거기 고수들 많잖아요
소희: 맞아요 작년에도 센터 분들이 1, 2, 3등 다 했어요
#d_team_tq >d_team_obj 재원: 하긴 그건 그렇네 ㅋㅋ 그럼 섞자 추첨 ㄱ
#d_team_a1 미경: 추첨 좋아요
#d_team_a2 태규: 👍👍
#d_team_ok 상훈: 4인 1팀 부서 섞어서 추첨으로 확정
#nt_board 태규: 공지 제가 올려드릴까요? 게시판 권한 있어요
#nt_board_r >nt_board 소희: 앗 제가 방금 초안 써서 올리려던 참이에요 ㅎㅎ 괜찮아요
태규: 넵 ㅋㅋ
"""),
("2026-09-25 10:10", r"""
#t_notice_done 소희: 게시판에 공지 올렸어요!! 신청폼 링크도 같이 넣었어요
소희: 마감은 10월 12일 월요일까지로 했어요
상훈: 빠르다 👍
미경: 벌써 세 명 신청했네요 ㅋㅋ
#d_shirt_p 소희: 아 그리고 이번에 운영진이라도 볼링 셔츠 맞추면 어때요? 대회 날 스태프 티도 나고 사진도 예쁘고
#d_shirt_a1 태규: 오 좋아요 등에 핀포인트 크게
#d_shirt_a2 재원: 나 XL
#d_shirt_ok 상훈: 좋네요 맞춥시다 운영진 다섯 벌
#t_shirt 소희: 견적은 제가 몇 군데 받아볼게요 다음 주 수요일까지요
미경: 회비로 할지 사비로 할지는 견적 보고 정해요
"""),
("2026-09-26 16:20", r"""
태규: [사진]
태규: 주말에 볼링용품점 왔는데 공 하나에 30만원이에요 ㄷㄷ
재원: 그거 리액티브 공이네 초보는 아직 일러 ㅋㅋ
태규: 만져만 보고 갑니다…
#nt_national 소희: 저도 언젠가 동호회 이름 걸고 전국 직장인 대회 나가보고 싶어요
재원: 그러려면 에버리지 180은 돼야 해 ㅋㅋ
소희: 10년 걸리겠네요 ㅋㅋㅋ
"""),
("2026-09-28 20:10", r"""
#t_fund_done 미경: 복지팀에서 지원금 50만원 승인 떴어요!! 다음 달 10일에 동호회 통장으로 들어온대요
상훈: 오 미경대리 감사해요
태규: 👏👏
재원: 뒤풀이도 정해야지
#d_food1_p 재원: 스트라이크존 옆에 황소곱창 있잖아 거기 단체룸 40명 된다던데 대회 끝나고 거기 가자
#d_food1_a1 태규: 곱창 좋아요 🤤
#d_food1_a2 상훈: 좋습니다 거기로 해요
#d_food1_a3 소희: 저 곱창 잘 못 먹는데 거기 볶음밥 맛있으면 괜찮아요 ㅋㅋ
#t_gopchang 미경: 예약은 제가 할게요 인원 나오면 걸게요
#n_karaoke 소희: 그리고 2차로 노래방 가면 재밌을 듯!!
#n_karaoke_r >n_karaoke 상훈: 2차는 각자 알아서 하는 걸로 해요 ㅎㅎ 공식 일정은 1차까지만
소희: ㅋㅋ 넵
"""),
("2026-09-30 12:50", r"""
#t_shirt_done 소희: 셔츠 견적 받아왔어요
소희: 세 군데 받았는데 제일 싼 데가 승화전사로 한 벌 4만8천원이고 제작 4주 걸린대요
미경: 4만8천원이요??
재원: 4주면 대회 겨우 맞추는 거네
#d_shirt_drop_p 미경: 다섯 벌이면 24만원인데 회비로 하기엔 좀 부담돼요… 셔츠는 이번엔 넘어가면 안 될까요
#d_shirt_drop_a1 상훈: 그러네요 이번엔 접읍시다
#d_shirt_drop_a2 소희: 넵 아쉽지만 ㅠ 다음에 꼭 해요
재원: 난 XL 입어보고 싶었는데 ㅋㅋ
#d_live_p 태규: 그리고 아이디어 하나 있는데 대회 사내 유튜브 채널로 라이브 중계하면 어때요? 못 오는 사람들도 보게
#d_live_a1 소희: 오 그거 재밌겠다 인사팀 채널 있어요
#d_live_a2 상훈: 좋은데요? 해봅시다
#d_live_a3 재원: 나 방송 나가면 안 되는데 ㅋㅋ 그래도 ㄱ
#t_security 상훈: 외부 장소 촬영이라 보안팀 확인은 필요할 거 같아요 이번 주 안에 제가 물어볼게요
#n_bot_live 클로디: 중계를 하신다면 레인 뒤쪽 고정 카메라 한 대와 점수판 화면 캡처를 같이 쓰시는 걸 추천드려요. 휴대폰 삼각대 두 개면 충분합니다 😊
태규: 오 구체적
"""),
("2026-10-01 18:30", r"""
#strike_full 재원: 아 큰일 스트라이크존 사장님 이제 연락 왔는데 21일에 프로암 대회가 잡혀서 전관 대관이래
미경: 헐 그럼 21일 못 해요?
재원: ㅇㅇ 그날 일반 손님도 못 받는대
태규: 제 결혼식 달리기는 뭐였죠 ㅋㅋㅋ
#t_strike_drop 재원: 그래서 스트라이크존 예약은 없던 걸로 했어
#d_date3_p 재원: 대신 수원역 그랜드볼 20레인 있는데 20일 금요일 저녁 7시부터 통으로 된대 금요일 퇴근하고 바로 치는 거 어때
#d_date3_a1 상훈: 금요일 저녁이면 오히려 사람 더 올 수도 있겠는데요
#d_date3_a2 미경: 저는 좋아요 토요일 안 뺏기고 ㅋㅋ
#d_date3_a3 태규: 저도요 결혼식 안 뛰어도 됨 ㅋㅋ
#d_date3_a4 소희: 20일 금요일 7시 그랜드볼!! 좋아요
#d_date3_ok 상훈: 네 11/20 금 저녁 7시 그랜드볼로 최종 갑니다
#t_grand 재원: 내일 점심에 가서 계약금 걸고 올게
"""),
("2026-10-02 13:15", r"""
#t_grand_done 재원: 그랜드볼 예약 완료 20일 19시~22시 18레인 계약금 10만원 걸었어 영수증은 미경대리 책상에 뒀어
미경: 넵 받을게요
#nt_notice_fix 소희: 게시판 공지랑 신청폼 날짜 장소 다 고쳐놨어요
상훈: 👍
#n_two_slots 미경: 근데 만약 신청이 50명 넘으면 18레인으로도 빡빡하니까 두 타임으로 나눠야겠죠?
재원: 그때 가서 보자 지금 21명이야
태규: 금요일 불금에 볼링이라니 벌써 설렘
"""),
("2026-10-05 19:20", r"""
#d_hdcp_p 재원: 핸디캡도 정하자 에버리지 150 이하인 사람은 게임당 20점 핸디 주는 걸로
#d_hdcp_obj 소희: 근데 에버리지를 뭘로 재요? 처음 오는 분들은 기록이 없잖아요
#d_hdcp_r >d_hdcp_obj 재원: 수요일 연습 모임 기록 있는 사람은 그거 쓰고 없는 사람은 대회 첫 게임 점수로 하면 돼
#d_hdcp_tq 소희: 아 그러면 되겠네요 ㅇㅋ 찬성
#d_hdcp_a1 상훈: 좋아요 그렇게 해요
#d_hdcp_a2 미경: 👍
#t_excel 태규: 점수 집계 엑셀은 제가 만들게요 핸디 자동으로 들어가게 다음 주까지
상훈: 역시 IT팀
상훈: @클로디 팀전 순위는 어떻게 매기는 게 좋을까?
#n_bot_format 클로디: 팀 수가 10개 안팎이라면 3게임 합산 후 상위 4팀이 한 게임 더 치는 결선 방식을 추천드려요. 긴장감도 생기고 시간도 30분 정도만 더 듭니다.
재원: 금요일 저녁에 결선까지 하면 10시 넘어
상훈: 그냥 3게임 합산으로 하죠 ㅎㅎ
"""),
("2026-10-06 17:40", r"""
#t_security_done 상훈: 보안팀 답 왔어요
#live_no 상훈: 외부 장소라도 직원 얼굴 나오는 라이브는 사전 동의서 전원 받아야 하고 사내 채널 외부 송출은 안 된대요
태규: 헐 동의서 40장…
#d_live_drop_p 상훈: 그래서 중계는 안 하는 걸로 할게요 사진만 찍어서 게시판에 올립시다
#d_live_drop_a1 태규: 아쉽지만 어쩔 수 없죠 ㅠ
#d_live_drop_a2 소희: 넵 사진 위주로 가요
#d_vs_p 상훈: 그리고 대성물류 볼링동호회랑 교류전 얘기 있었잖아요 10월 17일 토요일 오후 4시 킹핀에서 하는 거 어때요
#d_vs_a1 재원: 좋지 거기 회장 내 입사동기야
#d_vs_a2 미경: 17일 괜찮아요
#d_vs_a3 태규: 가능요
#d_vs_a4 소희: 저도 갈게요!!
#t_daesung 상훈: 대성 쪽 회장님한테는 내일 제가 연락 돌릴게요
#n_vs_bet 태규: 지는 쪽이 저녁 사는 걸로 해요 ㅋㅋ 그럼 우리 파산
재원: 우리가 왜 져 ㅋㅋ
"""),
("2026-10-07 21:50", r"""
#t_daesung_done 상훈: 대성물류 회장님 통화했어요 17일 4시 OK래요 그쪽도 6명 온대요
재원: 오 6 대 6 딱이네
태규: 오늘 연습 모임 수고하셨어요
태규: [사진]
소희: 태규님 오늘 142점!!! 발전했다
태규: 코치님 덕분 (재원차장님)
재원: 내가 뭘 ㅋㅋ
#n_tie 미경: 교류전에서 혹시 총점 같으면 10프레임만 한 번 더 치면 되겠네요
#nt_car 재원: 교류전 날 내 차로 공 가방 다 실어갈까? 트렁크 넓어
#nt_car_r >nt_car 상훈: 다들 회사에서 걸어가면 돼요 킹핀은 코앞이라 ㅎㅎ
재원: 아 맞네 ㅋㅋ
"""),
("2026-10-08 23:40", r"""
#t_excel_hand 태규: 죄송한데 저 이번 주부터 서버 이전 때문에 야근 풀로 잡혀서… 엑셀 만들 시간이 없을 것 같아요 ㅠ
#t_excel_take >t_excel_hand 소희: 제가 할게요! 인사팀 엑셀은 제가 맨날 만져요
태규: 소희님 생명의 은인
#t_excel_take2 소희: 핸디 규칙만 다시 보고 이번 주말까지 만들어볼게요
"""),
("2026-10-12 12:10", r"""
소희: 신청 마감했어요! 총 38명이에요
상훈: 오 작년이랑 비슷하네요
미경: 38명이면 참가비 38만원이네요
#t_draw_q 상훈: @코덱스 38명 4인 1팀으로 부서 안 겹치게 팀 짜줄 수 있어? 명단은 소희씨가 올려줄 거야
#t_draw 코덱스: 가능합니다. 명단 받으면 짜겠습니다. 38명이면 4인 8팀 + 3인 2팀.
소희: [사진]
소희: 명단 캡처 올렸어요
#t_draw_done 코덱스: 팀 편성 완료 (10팀)\n1팀: 재원·영업2·재무1·IT3\n2팀: 상훈·센터4·인사2·센터7\n...\n9팀: 태규·센터1·영업5\n10팀: 소희·센터9·재무3\n같은 부서 중복 없음.
#n_bot_three 코덱스: 3인 팀(9·10팀)은 3게임 합산에 평균점 1명분 가산 권장.
재원: 오 빠르다
태규: 저 9팀이네 센터1님 누구지 ㅋㅋ
"""),
("2026-10-13 13:05", r"""
#t_prize 미경: 상품은 제가 다음 주 중으로 살게요 1등팀 상품권 인당 5만원, 2등 3만원, 3등 2만원, 하이게임 상 하나
상훈: 좋아요
#nt_pay 미경: 참가자분들 참가비는 10월 23일까지 동호회 계좌로 보내주셔야 해요 게시판 공지에도 이미 넣어놨어요
상훈: @클로디 대회 안내문 초안 좀 써줄래? 일시 장소 참가비 팀 방식 다 들어가게
#t_guide 클로디: 네, 바로 작성해 드릴게요.
#t_guide_done 클로디: [핀포인트 사내 볼링대회 안내]\n- 일시: 11월 20일(금) 저녁 7시~10시\n- 장소: 수원역 그랜드볼\n- 참가비: 1만원 (10/23까지 동호회 계좌)\n- 방식: 4인 1팀, 부서 혼합 추첨, 3게임 합산\n- 핸디: 에버리지 150 이하 게임당 20점\n필요하시면 레인 배정표도 만들어 드릴게요.
#nt_bot_lane 클로디: 레인 배정표가 필요하시면 말씀해 주세요 😊
소희: 안내문 그대로 써도 되겠다
"""),
("2026-10-14 22:15", r"""
#t_excel_done 소희: 점수 집계 엑셀 공유드라이브에 올렸어요! 점수만 넣으면 핸디랑 팀 합계 자동으로 나와요
태규: 와 제가 만들었어도 이거보다 못했을 듯
재원: 테스트로 오늘 연습 점수 넣어봤는데 잘 되네
#nt_lesson 상훈: 언제 한번 프로님 모셔서 레슨 받게 해볼게요 다들 폼이 ㅋㅋ
재원: 내 폼이 어때서
#nt_bot_stat 코덱스: 연습 모임 에버리지 통계 필요하면 요청하세요.
"""),
("2026-10-15 19:30", r"""
#nt_arrive 상훈: 토요일 교류전 다들 3시 반까지 킹핀 도착해주세요 몸 풀고 시작합시다
미경: 넵
소희: 넵 볼링화 챙겨요
#nt_shave 태규: 만약 지면 제가 머리 밀게요 ㅋㅋㅋ
재원: 녹음했다
태규: 아 농담이요
"""),
("2026-10-17 15:40", r"""
재원: 도착
소희: 저도 지금 들어가요
소희: [사진]
미경: 대성 분들 유니폼 맞춰 입고 오셨네요 ㄷㄷ
태규: 셔츠 맞출걸…
상훈: 1게임 시작합니다 화이팅
"""),
("2026-10-17 18:55", r"""
#vs_result 상훈: 교류전 결과 우리 2,514 대 대성 2,488 26점 차 승!!
태규: 머리 지켰다 ㅋㅋㅋㅋ
재원: 마지막 프레임 미경대리 스트라이크 세 개 미쳤음
미경: 저도 놀랐어요 ㅋㅋㅋ
소희: [사진]
소희: 단체사진이요
#vs_next 상훈: 대성 회장님이 봄에 자기네 동네에서 한 번 더 하자네요
"""),
("2026-10-19 12:30", r"""
#d_food2_p 미경: 대회 끝나고 뒤풀이는 본사 1층 구내식당에서 케이터링 부르기로 했어요 총무팀에서 금요일 밤에 식당 열어준대요
#d_food2_p2 미경: 그랜드볼에서 회사까지 셔틀버스 두 대 불러서 같이 이동하고요 1인 2만5천원 정도면 돼요
#d_food2_a1 상훈: 오 구내식당이면 시끄러워도 되고 좋네요
#d_food2_a2 소희: 셔틀까지 ㄷㄷ 대박
#d_food2_obj 재원: 곱창은… 😢
#d_food2_tq 재원: 그래 금요일 밤에 40명 받아줄 데 찾기 힘들지 알았어
#gopchang_q 상훈: 그럼 곱창집 예약은 어떻게 됐어요?
#t_gopchang_drop >gopchang_q 미경: 날짜 바뀌고 나서 아직 안 걸어놨었어요 이제 안 해도 돼요 ㅎㅎ
태규: 케이터링 메뉴 뭐예요??
#menu 미경: 보쌈이랑 전 종류랑 떡이요
태규: 보쌈 👍👍👍
"""),
("2026-10-21 18:20", r"""
#t_prize_done 미경: 상품권 샀어요 총 44만원어치 금고에 넣어놨어요
#prize_high 미경: 하이게임 상은 볼링장갑 하나로 했어요 3만원짜리
상훈: 고생했어요
#nt_receipt 미경: 그리고 지원금 쓴 영수증은 방금 복지팀에 다 제출했어요
#t_ball 재원: 동호회 공용볼 3개 구멍이 다 커서 내가 이번 달 안에 프로샵 가서 다시 지공 맡길게
소희: 그거 저 쓰는 공 손가락 빠지던데 ㅋㅋ 감사해요
"""),
("2026-10-22 21:10", r"""
소희: 오늘 연습 모임 사람 많았어요 신입 세 분 오심
태규: 저 야근이라 못 감 ㅠㅠ
#t_article 소희: 아 그리고 교류전 후기 사보에 실어준대요 제가 다음 달 초까지 써서 홍보팀에 넘길게요
상훈: 오 사보 데뷔 ㅋㅋ
#nt_chicken 태규: 대회에서 300점 치면 제가 전원 치킨 쏩니다
재원: 38마리 준비해라
태규: ……취소
"""),
("2026-10-24 11:40", r"""
미경: 참가비 입금 현황이요 38명 중 35명 입금했어요
상훈: 나머지 세 명은요?
미경: 센터 분들이라 재원차장님이 말씀 좀 해주세요 ㅎㅎ
재원: 아 센터 애들 ㅋㅋ 걔네 원래 늦어
#n_trophy 소희: 트로피도 하나 사면 어때요? 우승팀 사진 찍게
#n_trophy_r >n_trophy 미경: 작년 트로피가 동호회 사물함에 있어요 ㅋㅋ 그거 다시 쓰면 돼요
"""),
("2026-10-25 20:30", r"""
상훈: 이번 주 다들 수고 많았어요 이제 대회 한 달도 안 남았네요
#ball_q 상훈: 재원차장님 공용볼 지공은 맡기셨어요?
#t_ball_re >ball_q 재원: 아직 ㅠ 이번 주에 센터 일이 많아서 다음 주에 꼭 갈게
#article_q 태규: 소희님 사보 후기는 다 썼어요?
#t_article_re >article_q 소희: 사진만 골라놨어요 ㅋㅋ 11월 첫 주에 쓸게요
태규: 저 머리 안 민 거 꼭 써주세요
소희: 그거 쓸 거예요 ㅋㅋㅋ
"""),
]

DECISIONS = [
    dict(id='d1', text='사내 볼링대회: 11월 14일(토) 오후 2시 영통 럭키볼',
         stated=['d_date1_p', 'd_date1_a1', 'd_date1_a2', 'd_date1_a3', 'd_date1_a4', 'd_date1_ok'],
         agreed_by=['상훈', '재원', '미경', '소희', '태규'], objected_by=[],
         status='superseded', superseded_by='d2', changed_at=['d_date2_p', 'd_date2_a2']),
    dict(id='d2', text='럭키볼 레인 부족으로 11월 21일(토) 오후 2시 동탄 스트라이크존으로',
         stated=['d_date2_p', 'd_date2_a1', 'd_date2_tq', 'd_date2_a2', 'd_date2_a3'],
         agreed_by=['재원', '미경', '태규', '상훈', '소희'], objected_by=['태규'],
         status='superseded', superseded_by='d3', changed_at=['d_date3_p', 'd_date3_ok']),
    dict(id='d3', text='스트라이크존 전관 대관으로 11월 20일(금) 저녁 7시 수원역 그랜드볼로 최종',
         stated=['d_date3_p', 'd_date3_a1', 'd_date3_a2', 'd_date3_a3', 'd_date3_a4', 'd_date3_ok', 't_grand_done'],
         agreed_by=['재원', '상훈', '미경', '태규', '소희'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d4', text='대회 뒤풀이: 스트라이크존 옆 황소곱창 단체룸',
         stated=['d_food1_p', 'd_food1_a1', 'd_food1_a2', 'd_food1_a3'],
         agreed_by=['재원', '태규', '상훈', '소희'], objected_by=[],
         status='superseded', superseded_by='d5', changed_at=['d_food2_p', 'd_food2_a1']),
    dict(id='d5', text='뒤풀이는 본사 1층 구내식당 케이터링, 셔틀버스 두 대로 이동 (1인 2만5천원 정도)',
         stated=['d_food2_p', 'd_food2_p2', 'd_food2_a1', 'd_food2_a2', 'd_food2_tq'],
         agreed_by=['미경', '상훈', '소희', '재원'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d6', text='참가비 1인 1만원 (지원금 50만원과 합쳐 레인비·상품)',
         stated=['d_fee_p', 'd_fee_r', 'd_fee_tq', 'd_fee_a1', 'd_fee_a2', 'd_fee_ok'],
         agreed_by=['미경', '상훈', '태규', '재원', '소희'], objected_by=['태규'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d7', text='팀전: 4인 1팀, 부서 섞어서 추첨',
         stated=['d_team_p', 'd_team_tq', 'd_team_a1', 'd_team_a2', 'd_team_ok'],
         agreed_by=['상훈', '재원', '미경', '태규'], objected_by=['재원'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d8', text='핸디캡: 에버리지 150 이하 게임당 20점 (에버리지는 수요일 연습 기록, 없으면 첫 게임 점수)',
         stated=['d_hdcp_p', 'd_hdcp_r', 'd_hdcp_tq', 'd_hdcp_a1', 'd_hdcp_a2'],
         agreed_by=['재원', '소희', '상훈', '미경'], objected_by=['소희'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d9', text='대성물류 볼링동호회와 교류전: 10월 17일(토) 오후 4시 킹핀볼링',
         stated=['d_vs_p', 'd_vs_a1', 'd_vs_a2', 'd_vs_a3', 'd_vs_a4', 't_daesung_done'],
         agreed_by=['상훈', '재원', '미경', '태규', '소희'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d10', text='운영진 볼링 셔츠 다섯 벌 맞추기',
         stated=['d_shirt_p', 'd_shirt_a1', 'd_shirt_a2', 'd_shirt_ok'],
         agreed_by=['소희', '태규', '재원', '상훈'], objected_by=[],
         status='dropped', superseded_by=None,
         changed_at=['d_shirt_drop_p', 'd_shirt_drop_a1', 'd_shirt_drop_a2']),
    dict(id='d11', text='대회를 사내 유튜브 채널로 라이브 중계',
         stated=['d_live_p', 'd_live_a1', 'd_live_a2', 'd_live_a3'],
         agreed_by=['태규', '소희', '상훈', '재원'], objected_by=[],
         status='dropped', superseded_by=None,
         changed_at=['d_live_drop_p', 'd_live_drop_a1', 'd_live_drop_a2']),
    dict(id='d12', text='대회 전까지 매주 수요일 저녁 7시 킹핀볼링에서 연습 모임 (레인 2개)',
         stated=['d_prac_p', 'd_prac_a1', 'd_prac_a2', 'd_prac_a3', 'd_prac_a4'],
         agreed_by=['재원', '소희', '태규', '상훈'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
]

NON_DECISIONS = [
    (['n_family_q', 'n_family_r'], 'question'),                 # 가족 참가? → 나중에, 일단 직원만
    (['n_salary'], 'joke'),                                     # 300점 → 연봉협상
    (['n_bot_fee'], 'bot suggestion ignored'),                  # 코덱스: 참가비 15,000원
    (['n_karaoke', 'n_karaoke_r'], 'proposal not taken up'),    # 2차 노래방 → 각자
    (['n_bot_live'], 'bot suggestion ignored'),                 # 클로디: 고정 카메라 + 삼각대
    (['n_two_slots'], 'hypothetical'),                          # 50명 넘으면 두 타임
    (['n_bot_format'], 'bot suggestion ignored'),               # 클로디: 상위 4팀 결선
    (['n_vs_bet'], 'joke'),                                     # 지는 쪽이 저녁
    (['n_tie'], 'hypothetical'),                                # 총점 같으면 10프레임 한 번 더
    (['n_trophy', 'n_trophy_r'], 'proposal not taken up'),      # 트로피 사자 → 작년 것
    (['n_bot_three'], 'bot suggestion ignored'),                # 코덱스: 3인 팀 평균점 가산
]

TODOS = [
    dict(id='t1', owner='재원', task='럭키볼에 11/14 비는 레인 수 물어보기',
         taken=['t_lucky'], due='2026-09-21', status='done', closed_by=['t_lucky_done'], handed_to=None),
    dict(id='t2', owner='미경', task='복지팀에 동호회 지원금 신청',
         taken=['t_fund'], due='2026-09-27', status='done', closed_by=['t_fund_done'], handed_to=None),
    dict(id='t3', owner='소희', task='대회 공지와 신청 구글폼 사내 게시판에 올리기',
         taken=['t_notice'], due='2026-09-25', status='done', closed_by=['t_notice_done'], handed_to=None),
    dict(id='t4', owner='재원', task='동탄 스트라이크존 11/21 예약 걸기',
         taken=['t_strike', 't_strike_re'], due='2026-09-23', status='dropped',
         closed_by=['strike_full', 't_strike_drop'], handed_to=None),
    dict(id='t5', owner='재원', task='수원역 그랜드볼 11/20 예약하고 계약금 걸기',
         taken=['t_grand'], due='2026-10-02', status='done', closed_by=['t_grand_done'], handed_to=None),
    dict(id='t6', owner='태규', task='핸디 자동 계산되는 점수 집계 엑셀 만들기',
         taken=['t_excel', 't_excel_take', 't_excel_take2'], due='2026-10-18', status='done',
         closed_by=['t_excel_done'], handed_to='소희'),
    dict(id='t7', owner='미경', task='황소곱창 단체룸 뒤풀이 예약',
         taken=['t_gopchang'], due='', status='dropped', closed_by=['d_food2_p', 't_gopchang_drop'], handed_to=None),
    dict(id='t8', owner='미경', task='대회 상품(상품권, 하이게임 상) 사기',
         taken=['t_prize'], due='2026-10-25', status='done', closed_by=['t_prize_done'], handed_to=None),
    dict(id='t9', owner='코덱스', task='38명을 부서 안 겹치게 팀 편성',
         taken=['t_draw'], due='', status='done', closed_by=['t_draw_done'], handed_to=None),
    dict(id='t10', owner='클로디', task='대회 안내문 초안 작성',
         taken=['t_guide'], due='', status='done', closed_by=['t_guide_done'], handed_to=None),
    dict(id='t11', owner='소희', task='볼링 셔츠 견적 받아보기',
         taken=['t_shirt'], due='2026-09-30', status='done', closed_by=['t_shirt_done'], handed_to=None),
    dict(id='t12', owner='상훈', task='라이브 중계 가능한지 보안팀에 확인',
         taken=['t_security'], due='2026-10-04', status='done', closed_by=['t_security_done', 'live_no'], handed_to=None),
    dict(id='t13', owner='상훈', task='대성물류 동호회 회장에게 교류전 일정 연락',
         taken=['t_daesung'], due='2026-10-07', status='done', closed_by=['t_daesung_done'], handed_to=None),
    dict(id='t14', owner='재원', task='동호회 공용볼 3개 프로샵에 다시 지공 맡기기',
         taken=['t_ball', 't_ball_re'], due='2026-10-31', status='open', closed_by=[], handed_to=None),
    dict(id='t15', owner='소희', task='교류전 후기 사보 기사 써서 홍보팀에 넘기기',
         taken=['t_article', 't_article_re'], due='', status='open', closed_by=[], handed_to=None),
]

NON_TODOS = [
    (['nt_oil'], 'already done'),                              # 오일 부탁 이미 해둠
    (['nt_board', 'nt_board_r'], 'already done by someone else'),  # 공지 올려드릴까요 → 소희가 하던 참
    (['nt_national'], 'vague wish'),                           # 전국 직장인 대회
    (['nt_notice_fix'], 'already done'),                       # 공지·폼 고쳐놓음
    (['nt_car', 'nt_car_r'], 'offer declined'),                # 차로 공 가방 → 걸어가면 됨
    (['nt_pay'], 'instruction to others'),                     # 10/23까지 참가비 입금 공지
    (['nt_bot_lane'], 'bot offer not taken up'),               # 클로디 레인 배정표
    (['nt_lesson'], 'vague promise'),                          # 언제 프로 레슨
    (['nt_bot_stat'], 'bot offer not taken up'),               # 코덱스 에버리지 통계
    (['nt_arrive'], 'instruction to others'),                  # 3시 반까지 도착
    (['nt_shave'], 'banter promise'),                          # 지면 머리 밀게요
    (['nt_chicken'], 'banter promise'),                        # 300점이면 치킨
]

QUESTIONS = [
    # ---- changed
    ('사내 볼링대회 최종적으로 언제 어디서 해?',
     ['d_date3_p', 'd_date3_ok', 't_grand_done'],
     '11월 20일 금요일 저녁 7시, 수원역 그랜드볼 (18레인)', 'changed'),
    ('처음 계획했던 대회 날짜랑 볼링장은?',
     ['d_date1_p', 'd_date1_ok'], '11월 14일 토요일 오후 2시, 영통 럭키볼', 'changed'),
    ('럭키볼에서 안 하게 된 이유가 뭐였지?',
     ['t_lucky_done', 'd_date2_p'],
     '14일 오후에 다른 회사 단체가 먼저 잡아서 레인이 6개뿐이라 42명 규모로는 안 됨', 'changed'),
    ('동탄에서 하려던 건 왜 무산됐어?',
     ['strike_full', 'd_date3_p'],
     '21일에 프로암 대회로 스트라이크존이 전관 대관돼서; 대신 20일 금요일 그랜드볼로 옮김', 'changed'),
    ('대회 끝나고 밥은 지금 어디서 먹기로 돼 있어?',
     ['d_food2_p', 'd_food2_p2', 'd_food2_a1'],
     '본사 1층 구내식당에서 케이터링 (셔틀버스 두 대로 이동, 1인 2만5천원 정도)', 'changed'),
    ('뒤풀이 장소 원래는 어디였어?',
     ['d_food1_p', 'd_food1_a2'], '스트라이크존 옆 황소곱창 단체룸', 'changed'),
    ('운영진 셔츠 맞추는 건 결론이 어떻게 났어?',
     ['t_shirt_done', 'd_shirt_drop_p', 'd_shirt_drop_a1'],
     '안 하기로 함. 한 벌 4만8천원(다섯 벌 24만원)에 제작 4주라 부담돼서 접음', 'changed'),
    ('대회 유튜브로 생중계하는 건 하기로 했어?',
     ['d_live_p', 'live_no', 'd_live_drop_p'],
     '아니, 보안팀이 전원 동의서 필요·외부 송출 불가라고 해서 취소, 사진만 게시판에 올림', 'changed'),
    # ---- owner
    ('핸디 계산되는 점수표는 결국 누가 만들었어?',
     ['t_excel', 't_excel_hand', 't_excel_take', 't_excel_done'],
     '소희 (태규가 맡았다가 서버 이전 야근 때문에 소희에게 넘김)', 'owner'),
    ('팀 편성은 누가 했지?',
     ['t_draw_q', 't_draw_done'], '코덱스(봇)가 부서 안 겹치게 10팀으로 짬', 'owner'),
    ('안내문 초안 작성한 건 누구야?',
     ['t_guide', 't_guide_done'], '클로디(봇)', 'owner'),
    ('그랜드볼 계약금은 누가 걸고 왔어?',
     ['t_grand', 't_grand_done'], '재원 (10만원)', 'owner'),
    ('교류전 상대 쪽 회장한테 연락한 사람은?',
     ['t_daesung', 't_daesung_done'], '상훈', 'owner'),
    # ---- status
    ('복지팀 지원금 받았어?',
     ['t_fund', 't_fund_done'], '승인됨. 50만원, 10월 10일에 동호회 통장으로 입금 예정', 'status'),
    ('스트라이크존 예약은 걸어뒀었어?',
     ['t_strike', 'strike_full', 't_strike_drop'], '못 함. 21일 전관 대관이라 예약은 없던 걸로 함', 'status'),
    ('공용볼 다시 뚫는 건 맡겼대?',
     ['t_ball', 't_ball_re'], '아직. 재원이 센터 일로 못 가서 다음 주에 가겠다고 함', 'status'),
    ('사보에 들어갈 교류전 글은 넘겼어?',
     ['t_article', 't_article_re'], '아직. 소희가 사진만 골라놨고 11월 첫 주에 쓸 예정', 'status'),
    ('곱창집 예약 잡혀 있어?',
     ['t_gopchang', 't_gopchang_drop'], '아니, 예약 안 했고 뒤풀이가 구내식당으로 정해져서 필요 없어짐', 'status'),
    ('상품은 다 샀어?',
     ['t_prize_done', 'prize_high'], '응, 상품권 44만원어치와 하이게임 상 볼링장갑(3만원), 금고에 보관', 'status'),
    # ---- single
    ('신청한 사람 모두 몇 명이야?',
     ['t_draw_q'], '38명', 'single'),
    ('셔츠 제일 싼 견적은 한 벌에 얼마였어?',
     ['t_shirt_done'], '4만8천원 (승화전사, 제작 4주)', 'single'),
    ('연습 모임은 무슨 요일 어디서 해?',
     ['d_prac_p', 'd_prac_a4'], '매주 수요일 저녁 7시 킹핀볼링, 레인 2개', 'single'),
    ('핸디는 누구한테 몇 점 줘?',
     ['d_hdcp_p'], '에버리지 150 이하에게 게임당 20점', 'single'),
    ('교류전 최종 점수는?',
     ['vs_result'], '2,514 대 2,488로 핀포인트가 26점 차 승리', 'single'),
    ('뒤풀이 케이터링 음식은 뭐 나와?',
     ['menu'], '보쌈, 전 종류, 떡', 'single'),
    # ---- temporal
    ('참가비는 언제까지 보내야 돼?',
     ['nt_pay'], '10월 23일까지 동호회 계좌로', 'temporal'),
    ('대성물류랑은 언제 붙었어?',
     ['d_vs_p', 't_daesung_done'], '10월 17일 토요일 오후 4시, 킹핀볼링', 'temporal'),
    ('지원금이 통장에 들어오는 날짜는?',
     ['t_fund_done'], '10월 10일', 'temporal'),
    ('교류전 날 몇 시까지 가야 했어?',
     ['nt_arrive'], '3시 반까지 킹핀 도착', 'temporal'),
    # ---- multi
    ('참가비랑 지원금 합치면 대회 예산이 얼마나 돼?',
     ['d_fee_ok', 't_fund_done', 't_draw_q'],
     '참가비 1만원 × 38명 = 38만원 + 지원금 50만원 = 88만원', 'multi'),
    ('참가비 받는 거 반대한 사람 있었어? 어떻게 정리됐어?',
     ['d_fee_obj', 'd_fee_r', 'd_fee_tq'],
     '태규가 무료로 하자고 했지만 상품이 없어지고 작년에도 받았다는 말에 1만원 수긍', 'multi'),
    ('팀 짜는 방식에 이견 있었어?',
     ['d_team_obj', 'd_team_tq', 'd_team_ok'],
     '재원이 부서 대항을 원했지만 물류센터가 다 이긴다는 말에 수긍, 4인 1팀 부서 혼합 추첨으로 확정', 'multi'),
    ('21일 토요일에 태규한테 무슨 일정이 있었고, 그 문제는 결국 어떻게 풀렸어?',
     ['d_date2_obj', 'd_date2_tq', 'strike_full', 'd_date3_a3'],
     '사촌형 결혼식(12시)이 있어서 끝나고 달려오려 했는데, 대회가 20일 금요일로 옮겨져 그럴 필요가 없어짐', 'multi'),
]


if __name__ == '__main__':
    msgs, markers = build(SESSIONS, PEOPLE, tz_hours=9, seed=20260921)
    write_all(HERE, msgs, markers, DECISIONS, NON_DECISIONS, TODOS, NON_TODOS, QUESTIONS)
