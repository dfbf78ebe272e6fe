#!/usr/bin/env python3
"""Korean company volunteer-club officers' chat (누리소프트 사내 봉사동아리 '온기' 운영진방):
가을 연탄 나눔 봉사 (인천 동구 솔빛마을), 2026-10-05 .. 2026-11-08, +09:00.

Run `python3 _build.py` (from anywhere) to regenerate chat.jsonl and the label
files in this folder. Line format: see ../_chatgen.py.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from _chatgen import build, write_all  # noqa: E402

PEOPLE = {
    '혜진': (6218503947, False),   # 회장, 인사팀 과장; 설문, 총무팀·ESG팀 창구
    '미경': (5930427816, False),   # 부회장, 영업지원 차장; 연탄은행 담당자와 연락
    '성훈': (7041928365, False),   # 총무, 재무팀 대리; 모금·회비·장갑
    '재원': (5579203148, False),   # 개발팀 선임; 차량·조 편성, 농담, 출장
    '다은': (6692018473, False),   # 디자인팀 신입, 막내; 포스터·조끼 시안·후기
    '코덱스': (7395018264, True),  # bot: terse, tables
    '잼민이': (7869204153, True),  # bot: casual, emoji
}

SESSIONS = [
("2026-10-05 19:40", r"""
혜진: 다들 퇴근하셨나요~
재원: 아직 회사요… 배포 대기중
다은: 저 지하철이에요!
미경: 난 집 ㅎㅎ
성훈: 저도 막 나왔습니다
혜진: 올해 가을 봉사 얘기 시작해야 할 것 같아서요
혜진: 작년처럼 연탄 하는 거 다들 괜찮으시죠?
미경: 당연하지 작년에 반응 제일 좋았잖아
다은: 저 작년엔 입사 전이라 처음이에요 ㅎㅎ 기대돼요
재원: 허리 보호대 사야겠다
#d_date1_p 혜진: 날짜는 10월 마지막 토요일 31일 어때요? 11월 넘어가면 추워져서
#d_date1_a1 미경: 31일 좋아
#d_date1_a2 성훈: 저 31일 가능합니다
#d_date1_a3 재원: ㅇㅋ 31일
다은: 저도 돼요!!
#d_date1_ok 혜진: 그럼 일단 31일 토요일로 잡을게요
#t_call 미경: 연탄은행 담당자분 번호 나한테 있으니까 내가 내일 전화해서 그날 되는지 물어볼게
혜진: 감사해요 차장님 🙏
#d_meet_p 재원: 이동은 작년처럼 회사 앞에서 모여서 가는 거죠? 8시에 판교 본사 주차장
#d_meet_a1 혜진: 네 그게 편할 것 같아요
#d_meet_a2 성훈: 👍
#t_van 재원: 법인 승합차는 제가 총무팀에 예약 걸어둘게요 이번 주 안에
미경: 재원이 운전 또 해주는 거야? 고마워라
재원: 연탄보다 운전이 쉬워서요 ㅋㅋ
#n_truck 재원: 아 근데 차라리 우리가 1톤 트럭 빌려서 연탄 직접 싣고 가면 더 싸지 않아요?
#n_truck_r >n_truck 미경: 연탄은행이 배달까지 해주는데 뭐하러 ㅋㅋ 그리고 너 트럭 몰아봤어?
재원: 아뇨…
다은: ㅋㅋㅋㅋㅋ
"""),
("2026-10-06 12:35", r"""
#t_call_done >t_call 미경: 연탄은행 통화했어
미경: 31일 토요일 오전 가능하대 솔빛마을에 아직 연탄 못 받은 집이 여섯 가구 있대
#price 미경: 올해 한 장 850원이고 가구당 200장이면 겨울 난대
성훈: 여섯 가구 200장씩이면 1,200장
성훈: 102만원이네요
#d_qty_p 혜진: 그럼 목표를 1,200장으로 해요 여섯 가구 다 채우는 걸로
#d_qty_a1 미경: 그래 그게 깔끔하다
#d_qty_a2 성훈: 네 1,200장 목표로 하겠습니다
#d_qty_a3 다은: 좋아요!
재원: 1,200장을 우리가 다 나른다고요…? 🥲
미경: 작년엔 800장이었는데 다들 멀쩡했어
재원: 멀쩡 안 했는데요 저 일주일 파스 붙임
혜진: 점심 뭐 드세요들
다은: 저 오늘 샐러드… 다이어트 3일차
재원: 연탄 나르면 빠져요
"""),
("2026-10-06 20:50", r"""
성훈: 102만원 모금 방식 정해야 할 것 같습니다
#d_fund_p 성훈: 작년처럼 1구좌 1만원으로 사내 모금 받고 ESG팀 매칭그랜트 신청하면 회사가 같은 금액 1:1로 얹어줘요
#d_fund_obj 재원: 근데 작년에 팀장님들이 팀원들한테 몇 구좌씩 하라고 해서 좀 강제 같았어요 ㅠ
#d_fund_r 혜진: 올해는 자율이라고 공지에 박혀 있어요 팀장님들도 강요 안 하시기로 했고요
#d_fund_jw 재원: 그럼 괜찮아요 자율이면 찬성
#d_fund_a1 미경: 나도 찬성
#d_fund_ok 혜진: 그럼 1구좌 1만원 자율 모금 + 회사 매칭으로 갈게요
#t_grant 성훈: 매칭그랜트 신청서는 제가 이번 주 목요일까지 ESG팀에 내겠습니다
#n_bot_goal_q 다은: @코덱스 51만원 모으면 매칭까지 딱 102만원 맞아요?
코덱스: 51만 + 매칭 51만 = 102만. 1,200장 × 850원 = 102만. 일치.
#n_bot_goal 코덱스: 제안: 목표를 60만으로 잡으면 여유분으로 목장갑·간식까지 충당 가능.
다은: 오 역시 계산 빠르다
"""),
("2026-10-07 21:15", r"""
#t_form 혜진: 참가 신청은 사내 메신저 설문으로 받을게요 내일 오전까지 만들어서 올릴게요
#t_poster 다은: 그럼 저는 사내 게시판이랑 엘베 포스터 만들게요! 금요일까지 해볼게요
미경: 다은이 디자인팀이라 든든하네
다은: 헤헤 연탄 일러스트 그려볼게요
#d_vest_p 다은: 아 그리고 우리 동아리 조끼 하나 맞추면 어때요? 로고 박아서 ㅎㅎ 사진 찍으면 예쁠 것 같아요
#d_vest_a1 재원: 오 좋다 찬성
#d_vest_a2 혜진: 괜찮네요 가격 보고 괜찮으면 해요
#d_vest_a3 미경: 콜 ㅎㅎ
#t_vest 다은: 넵 제가 시안이랑 견적 같이 알아볼게요
#nt_tons 재원: 조끼 입으면 제가 혼자 500장 나릅니다 약속함
성훈: 캡쳐했습니다
다은: 저도요 ㅋㅋ
"""),
("2026-10-08 09:20", r"""
#sports_news 성훈: 혹시 전사 공지 보셨어요?
성훈: 가을 체육대회가 10월 31일 토요일로 잡혔어요 전원 참석이래요
혜진: 헐
미경: 아 하필
재원: 체육대회 빠지면 팀장님이 제 이름 기억하실 듯
#d_date2_p 혜진: 그럼 봉사는 한 주 미뤄서 11월 7일 토요일로 가요
#d_date2_obj >d_date2_p 다은: 아 7일 저 대학 동기 결혼식이에요 ㅠㅠ 오후 1시요
미경: 다은아 봉사는 오전에 끝나 보통 11시 반이면 다 해
#d_date2_de 다은: 아 그럼 조금 일찍 빠지면 되겠네요 저 7일 괜찮아요!
#d_date2_a1 재원: 7일 ㄱㄴ
#d_date2_a2 성훈: 저도 됩니다
#d_date2_a3 미경: 7일 나도 좋아 ㅎㅎ
#d_date2_ok 혜진: 그럼 11월 7일 토요일 확정이요!
#t_van2 재원: 승합차도 7일로 잡을게요 아직 예약 안 넣어서 다행
"""),
("2026-10-08 12:10", r"""
#t_form_done >t_form 혜진: 설문 올렸어요 사내 메신저 '온기' 채널 공지 확인해 주세요
#nt_deadline 혜진: 참가하실 분은 23일 금요일까지 설문 제출해 달라고 써놨어요 다들 주변에도 말해 주세요
미경: 벌써 네 명 들어왔네 ㅎㅎ
재원: 저 방금 함
다은: 저도요!
"""),
("2026-10-09 14:00", r"""
다은: 한글날 다들 뭐 하세요
재원: 집에서 누워있음
미경: 김장 배추 주문했어 벌써
다은: [사진]
다은: 저는 엄마랑 남한산성 왔어요 단풍 아직이네요
혜진: 예쁘다 ㅎㅎ 다음 주면 빨개질 듯
성훈: 저는 밀린 가계부 정리 중입니다
재원: 총무는 쉬는 날에도 정산하는구나
"""),
("2026-10-12 10:05", r"""
#t_poster_done >t_poster 다은: 포스터 완성해서 사내 게시판에 올렸어요!!
다은: [사진]
미경: 어머 연탄 귀여워 ㅋㅋ 볼 빨개
혜진: 너무 좋다 다은님 고생했어요
#nt_elev 재원: 제가 출력해서 엘베에 붙일까요?
#nt_elev_r >nt_elev 다은: 아 그거 아침에 출근하면서 3층이랑 7층 엘베에 다 붙였어요 ㅎㅎ
재원: 역시 막내가 제일 부지런
#n_vlog 다은: 봉사하는 거 브이로그로 찍어서 사내 유튜브에 올리면 어때요?
#n_vlog_r >n_vlog 미경: 골목 어르신들 얼굴 나오는 건 좀 조심해야 돼 작년에도 사진 찍지 말아달라는 분 계셨어
다은: 아 그렇구나… 그럼 안 찍을게요
#n_vlog_r2 혜진: 네 이번엔 영상 말고 봉사에만 집중해요
"""),
("2026-10-13 18:40", r"""
#d_market_p 혜진: 모금 조금 더 하려고 사내 중고장터 한번 열어보면 어때요? 점심시간에 1층 로비에서 안 쓰는 물건 팔아서 그 돈 보태는 거
#d_market_a1 미경: 오 재밌겠다 나 안 쓰는 에어프라이어 있어
#d_market_a2 다은: 저 책 많아요!!
#d_market_a3 재원: 좋네요 전 키보드 몇 개 내놓을게요
#t_lobby 혜진: 로비 써도 되는지 총무팀에 제가 물어볼게요
성훈: 현금 받으려면 거스름돈도 있어야겠네요 ㅎㅎ
#nt_abroad 다은: 언젠가 동아리로 해외 봉사도 한번 가보고 싶어요 ㅎㅎ
미경: 꿈은 크게 ㅎㅎ
"""),
("2026-10-14 13:20", r"""
#vest_quote >t_vest 다은: 조끼 견적 받아왔는데요 ㅠ
다은: 로고 인쇄 조끼 한 벌에 1만 8천원인데 최소 50벌부터래요
성훈: 50벌이면 90만원이네요…
재원: 연탄값이랑 맞먹는다 ㅋㅋ
#apron 미경: 아 그리고 연탄은행에서 앞치마랑 토시 다 빌려준대 작년에도 빌렸잖아
#d_vest_drop_p 혜진: 그럼 조끼는 이번엔 안 하는 걸로 해요 돈 아까워요
#d_vest_drop_a1 미경: 그래 그 돈이면 연탄 천 장이야
#d_vest_drop_a2 다은: 넵 ㅠㅠ 아쉽지만 인정이요
#t_vest_drop 다은: 시안도 그럼 여기서 멈출게요 로고만 조금 그려놨었어요
재원: 조끼 없어도 500장은 나릅니다 (아마)
"""),
("2026-10-15 16:05", r"""
#t_grant_done >t_grant 성훈: 매칭그랜트 신청서 ESG팀에 제출했습니다 다음 주에 승인 난대요
혜진: 감사해요 성훈님
#t_bot_fund_q 성훈: @코덱스 앞으로 모금 들어오는 거 내가 말해주면 구좌 수랑 누적 금액 표로 정리해줘
#t_bot_fund 코덱스: 확인. 입력 받을 때마다 누적표 갱신함.
성훈: 오늘까지 14구좌 들어왔어
#t_bot_fund_r1 코덱스: 누적: 14구좌 / 14만. 목표 51만 대비 27%.
미경: 첫날치고 괜찮네
재원: 이 속도면 다음 주에 끝나겠는데요
"""),
("2026-10-16 11:30", r"""
#t_lobby_done >t_lobby 혜진: 총무팀에 물어봤는데 로비는 외부 손님 때문에 판매 행사 안 된대요 ㅠ
혜진: 회의실 빌려서 하자니 사람이 안 올 것 같고
성훈: 시간도 빠듯하긴 해요
#d_market_drop_p 혜진: 중고장터는 그냥 접을게요
#d_market_drop_a1 미경: 그러자 모금만으로 충분할 것 같아
#d_market_drop_a2 재원: 키보드는 다시 서랍으로…
다은: 에어프라이어 탐났는데 ㅋㅋ
미경: ㅋㅋ 우리 집 와서 구경만 해
"""),
("2026-10-19 09:45", r"""
혜진: 설문 중간 집계했는데 벌써 27명이에요
미경: 와 작년보다 훨씬 많네
#d_cap_p 혜진: 근데 골목이 좁아서 한 줄로 서서 나르잖아요 연탄은행에서 20명 넘으면 오히려 방해된다고 했다면서요 선착순 20명까지만 받을게요
#d_cap_obj >d_cap_p 미경: 에이 그냥 다 데려가자 한 명이라도 많으면 빨리 끝나지
혜진: 차장님이 그때 전해주신 말씀이에요 ㅋㅋ 줄이 너무 길면 골목 막힌다고
#d_cap_mk 미경: 아 내가 한 말이네 ㅋㅋㅋ 그래 20명으로 해
#d_cap_a1 성훈: 나머지 분들은 대기 명단으로 두면 될 것 같아요
#d_cap_a2 다은: 👍
#d_cap_ok 혜진: 네 선착순 20명, 나머지는 대기로 공지할게요
"""),
("2026-10-19 20:30", r"""
#d_lunch_p 미경: 끝나고 점심은 마을 입구 홍성반점에서 짜장면 먹자 작년에 거기 맛있었잖아 동아리 회비로
#d_lunch_obj 성훈: 회비가 지금 31만원 남아 있어서요 20명 짜장면에 탕수육까지 하면 거의 다 나가요
#d_lunch_r 혜진: 올해 회비 쓸 데가 사실 이거 말고는 없어요 연말엔 회사 예산 나오고
#d_lunch_sh 성훈: 음 그건 그렇네요 그럼 회비로 하시죠
#d_lunch_a1 재원: 탕수육 찍먹입니다
#d_lunch_a2 다은: 부먹이요!!
재원: 여기서 갈리네
#t_rest 재원: 홍성반점 예약은 제가 할게요 다음 주에 전화해서 20명 잡아둘게요
"""),
("2026-10-20 21:10", r"""
#t_bot_guide_q 혜진: @잼민이 연탄 봉사 처음 오는 사람들용으로 준비물이랑 주의사항 안내문 하나 써줄 수 있어?
#t_bot_guide 잼민이: 당연하지!! 금방 써볼게 ✍️
#t_bot_guide_done 잼민이: 짜잔 🎉\n[연탄 나눔 봉사 안내]\n- 버려도 되는 어두운 옷 + 운동화\n- 마스크 필수 (연탄 가루!)\n- 앞치마·토시는 연탄은행에서 빌려줌\n- 허리 숙이지 말고 무릎 굽혀서 받기\n- 한 장 3.6kg, 두 장 이상 들지 않기\n- 물티슈 챙기면 좋음
#n_bot_relay 잼민이: 팁! 두 줄로 나눠서 양쪽에서 릴레이 하면 훨씬 빨라 😎
#n_bot_relay_r >n_bot_relay 미경: 골목이 한 줄밖에 안 돼서 두 줄은 무리야 ㅎㅎ
혜진: 안내문 좋다 👍 딱 필요한 것만 있네
#nt_bot_poster 잼민이: 원하면 이거 포스터 스타일로도 꾸며줄게! 이모지 팍팍 넣어서
다은: 포스터는 제 영역이다 잼민아 ㅋㅋ
"""),
("2026-10-21 17:55", r"""
미경: 얘들아 연탄은행에서 연락 왔는데
#truck 미경: 7일 토요일은 배달 트럭 기사님이 다른 마을 가셔서 안 된대 연탄을 아예 못 갖다 놓는대
재원: 헐 연탄 없이 가면 그냥 산책인데
#d_date3_p 미경: 대신 다음날 8일 일요일 오전은 트럭 된대 9시부터
#d_date3_a1 혜진: 일요일이면 오히려 다은님 결혼식이랑도 안 겹치네요
#d_date3_a2 다은: 오 완전 좋아요!!
#d_date3_a3 성훈: 저도 일요일 괜찮습니다
#d_date3_a4 재원: 일요일 ㄱㄱ 교회 가시는 분만 없으면
#d_date3_ok 혜진: 그럼 8일 일요일 오전 9시로 최종 확정이에요!
#t_van3 재원: 승합차 예약도 8일로 옮겨둘게요
#nt_mkwrite 미경: 연탄은행 일정표에도 우리 8일로 써달라고 방금 말해놨어
"""),
("2026-10-22 08:50", r"""
재원: 아 저 급하게 다음 주 월화수 부산 출장 잡혔어요
#t_rest_hand 재원: 차장님 혹시 홍성반점 예약 대신 해주실 수 있을까요 ㅠ 출장 가면 정신없을 것 같아서
#t_rest_hand_ok 미경: 응 내가 할게 사장님이랑 안면 있어서 내가 하는 게 나아
재원: 감사합니다 ㅠㅠ 살았다
#n_bath 미경: 끝나고 다 같이 목욕탕 가면 딱인데 ㅎㅎ
혜진: 차장님 그건 좀… ㅋㅋ
재원: 남녀 나눠서 가면 단톡방 의미가 없어요
"""),
("2026-10-23 18:30", r"""
혜진: 설문 마감했어요
#signup_final 혜진: 최종 20명 확정 + 대기 6명이에요 명단 드라이브에 올렸어요
미경: 수고했어 회장님
#t_team 재원: 조 편성표는 제가 만들게요 출장 다녀와서 11월 3일까지 올릴게요
혜진: 네 천천히 하셔도 돼요
성훈: 모금 현황 업데이트합니다 오늘까지 누적 41구좌요
#t_bot_fund_r2 코덱스: 누적: 41구좌 / 41만. 목표 대비 80%. 잔여 10만.
#nt_bot_remind 코덱스: 필요 시 미참여자용 리마인드 문구 작성 가능.
성훈: 그건 괜찮아 자율이니까
"""),
("2026-10-26 12:40", r"""
재원: [사진]
재원: 부산 돼지국밥 출장의 유일한 낙
다은: 헐 맛있겠다 ㅠ
#d_meet2 미경: 📌 8일 집합: 동인천역 2번 출구 8시 30분. 마을 골목에 승합차 댈 데가 없고 판교에서 오면 다들 새벽에 나와야 해서, 전철로 각자 오는 게 나아
#d_meet2_a1 혜진: 네 공지에 그렇게 올릴게요
#d_meet2_a2 성훈: 동인천역이면 저희 집에서 40분이네요 좋습니다
#d_meet2_a3 다은: 저도 1호선 한 번에 가요!!
재원: 그럼 저 운전 안 해도 되는 거죠 ㅋㅋ
#t_van_drop >t_van3 재원: 법인차 예약은 방금 취소해놨어요
"""),
("2026-10-27 19:20", r"""
#nt_fund_due 성훈: 모금 30일 금요일에 마감합니다 아직 하실 분들 그 전까지 동아리 계좌로 보내주세요~
#t_transfer 성훈: 마감되면 매칭금이랑 합쳐서 다음 주 월요일에 연탄은행으로 한 번에 보내겠습니다
혜진: 네 부탁드려요
#t_gloves 성훈: 목장갑은 제가 다이소에서 30켤레 사 갈게요 주말에
#nt_gloves_offer 재원: 장갑이랑 물 제 차로 실어갈까요? 어차피 차 있는데
#nt_gloves_no >nt_gloves_offer 성훈: 괜찮아요 가방에 다 들어가요 ㅎㅎ
#n_winter_q 다은: 혹시 12월에 한 번 더 가는 거예요?
#n_winter_r >n_winter_q 혜진: 그건 이번 거 끝나고 얘기해봐요
"""),
("2026-10-30 17:50", r"""
성훈: 모금 마감했습니다!!
성훈: 최종 53구좌요
#t_bot_fund_r3 코덱스: 최종: 53구좌 / 53만. 목표 51만 초과 2만. 매칭 포함 106만.
#grant_ok 성훈: ESG팀 매칭 승인도 났어요 51만원까지 매칭이래요
#d_surplus_p 성훈: 그럼 연탄값 102만 보내고 남는 2만원은 동아리 회비로 넣을까요?
#d_surplus_a1 미경: 딱 좋다 그렇게 해
#d_surplus_a2 혜진: 네 회비로요
재원: [사진]
재원: 출장 끝 ktx 탐
"""),
("2026-11-02 10:15", r"""
#t_transfer_done >t_transfer 성훈: 연탄은행에 102만원 송금 완료했습니다 1,200장 값이요
#t_gloves_done >t_gloves 성훈: 목장갑 30켤레도 샀어요 제 자리 밑에 있어요
혜진: 최고다 진짜
미경: 연탄은행 담당자님이 돈 잘 받았다고 연락 왔어 ㅎㅎ
#nt_soju 미경: 다 끝나면 내가 저녁에 소주 한 병씩 돌린다
재원: 차장님 저희 점심에 끝나요
미경: 그럼 낮술이지 뭐
"""),
("2026-11-03 22:40", r"""
#t_team_done >t_team 재원: 조 편성표 올렸어요 드라이브 확인해 주세요
재원: 네 조 다섯 명씩이고 조마다 힘센 사람 하나씩 넣었어요 (저 빼고)
다은: 저 3조네요 ㅎㅎ 차장님이랑 같은 조!
미경: 다은아 나 믿어 ㅎㅎ
#n_chant 재원: 조마다 구호 하나씩 만들죠 '연탄은 사랑이다' 이런 거
혜진: 재원님 그건 혼자 하세요 ㅋㅋ
"""),
("2026-11-04 12:50", r"""
#n_rain 다은: 혹시 그날 비 오면 어떻게 돼요?
#n_rain_r >n_rain 미경: 비 오면 연탄이 젖어서 배달을 아예 미뤄 그럼 그때 다시 날 잡아야지
혜진: 예보 보니까 일요일은 맑음이에요
다은: 다행이다 ㅎㅎ
#t_rest_due >t_rest_hand_ok 혜진: 차장님 홍성반점은 연락해 보셨어요?
#t_rest_re 미경: 아 아직 ㅠ 내일 꼭 할게
"""),
("2026-11-05 11:25", r"""
#t_rest_done 미경: 홍성반점 예약했어 8일 12시 20명 짜장면 탕수육 세 개
#t_rest_done2 미경: 사장님이 군만두 서비스 준대 ㅎㅎ
재원: 차장님 인맥 무엇
성훈: 회비 남은 걸로 충분합니다
#nt_album 재원: 언제 한번 봉사 사진 모아서 앨범 만들어볼게요
다은: 재원님 언제 한번은 안 한다는 뜻 아니에요? ㅋㅋ
"""),
("2026-11-06 20:10", r"""
혜진: 모레예요!! 다들 준비물 체크
혜진: 안내문 다시 올려요 어두운 옷 마스크 물티슈
#nt_hours 혜진: 그리고 사내 봉사시간 인정 신청은 제가 아까 20명 명단으로 올려놨어요
성훈: 오 그거 인사고과에 들어가죠?
혜진: 쬐끔요 ㅋㅋ
다은: 허리 보호대 샀어요 재원님 따라
재원: 동지여
#n_market 다은: 끝나고 다 같이 신포시장 구경 가요! 닭강정 유명하대요
재원: 끝나면 다들 기절할 듯…
"""),
("2026-11-08 07:55", r"""
다은: 지금 1호선 탔어요!
성훈: 저도 부평 지나는 중입니다
+10m 미경: 난 벌써 도착 ㅎㅎ 2번 출구 앞 빵집
+15m 재원: 3분 늦어요 죄송합니다
+20m 혜진: 20명 다 모였어요 출발합니다~
+25m 미경: [사진]
미경: 트럭 와 있다 연탄 산더미
+1h 다은: 팔 떨려요 ㅠㅠㅠ
재원: 500장 약속 철회합니다
+1h 혜진: 여섯 가구 다 끝났어요!!
혜진: [사진]
#dur 성훈: 예상보다 빨리 끝났네요 두 시간 반
+15m 미경: 홍성반점 도착 군만두 나왔다
"""),
("2026-11-08 19:30", r"""
혜진: 오늘 다들 정말 고생 많으셨어요 🙏
미경: 할머니들이 고맙다고 귤 주신 거 다들 받았지 ㅠㅠ
다은: 네 저 감동했어요
#t_review 다은: 사진 정리해서 사내 게시판에 후기 올릴게요! 내일 올릴게요
#t_review_re 다은: 아 내일 저 외근이라… 화요일에 올릴게요 ㅠ
#t_thanks 혜진: 연탄은행에 감사 인사랑 기부금 영수증 요청은 제가 다음 주 중에 할게요
#settle 성훈: 점심 정산했어요 짜장면 탕수육 26만 4천원 회비에서 나갔고 모금 남은 2만원 넣어서 잔액 6만 6천원이에요
미경: 딱 맞게 썼네
재원: 허리 보호대 진짜 신의 한 수
재원: 다들 내일 출근 가능하신 거죠…?
다은: 아니요 ㅋㅋㅋ
"""),
]

DECISIONS = [
    dict(id='d1', text='연탄 봉사 날짜: 10월 31일 토요일',
         stated=['d_date1_p', 'd_date1_a1', 'd_date1_a2', 'd_date1_a3', 'd_date1_ok'],
         agreed_by=['혜진', '미경', '성훈', '재원'], objected_by=[],
         status='superseded', superseded_by='d2', changed_at=['d_date2_p', 'd_date2_ok']),
    dict(id='d2', text='전사 체육대회(10/31) 때문에 봉사를 한 주 미뤄 11월 7일 토요일로',
         stated=['d_date2_p', 'd_date2_de', 'd_date2_a1', 'd_date2_a2', 'd_date2_a3', 'd_date2_ok'],
         agreed_by=['혜진', '다은', '재원', '성훈', '미경'], objected_by=['다은'],
         status='superseded', superseded_by='d3', changed_at=['d_date3_p', 'd_date3_ok']),
    dict(id='d3', text='연탄은행 트럭 사정으로 11월 8일 일요일 오전 9시로 최종',
         stated=['d_date3_p', 'd_date3_a1', 'd_date3_a2', 'd_date3_a3', 'd_date3_a4', 'd_date3_ok'],
         agreed_by=['미경', '혜진', '다은', '성훈', '재원'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d4', text='연탄 목표 1,200장 (솔빛마을 여섯 가구 × 200장, 장당 850원 = 102만원)',
         stated=['d_qty_p', 'd_qty_a1', 'd_qty_a2', 'd_qty_a3'],
         agreed_by=['혜진', '미경', '성훈', '다은'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d5', text='집합: 8시 판교 본사 주차장, 법인 승합차로 이동',
         stated=['d_meet_p', 'd_meet_a1', 'd_meet_a2'],
         agreed_by=['재원', '혜진', '성훈'], objected_by=[],
         status='superseded', superseded_by='d6', changed_at=['d_meet2', 'd_meet2_a1']),
    dict(id='d6', text='집합: 동인천역 2번 출구 8시 30분, 각자 전철로',
         stated=['d_meet2', 'd_meet2_a1', 'd_meet2_a2', 'd_meet2_a3'],
         agreed_by=['미경', '혜진', '성훈', '다은'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d7', text='동아리 로고 조끼 맞추기',
         stated=['d_vest_p', 'd_vest_a1', 'd_vest_a2', 'd_vest_a3'],
         agreed_by=['다은', '재원', '혜진', '미경'], objected_by=[],
         status='dropped', superseded_by=None,
         changed_at=['d_vest_drop_p', 'd_vest_drop_a1', 'd_vest_drop_a2']),
    dict(id='d8', text='점심시간 1층 로비에서 사내 중고장터 열어 모금 보태기',
         stated=['d_market_p', 'd_market_a1', 'd_market_a2', 'd_market_a3'],
         agreed_by=['혜진', '미경', '다은', '재원'], objected_by=[],
         status='dropped', superseded_by=None,
         changed_at=['d_market_drop_p', 'd_market_drop_a1', 'd_market_drop_a2']),
    dict(id='d9', text='모금: 1구좌 1만원 자율 사내 모금 + ESG팀 매칭그랜트 1:1',
         stated=['d_fund_p', 'd_fund_jw', 'd_fund_a1', 'd_fund_ok'],
         agreed_by=['성훈', '재원', '미경', '혜진'], objected_by=['재원'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d10', text='참가 인원 선착순 20명, 나머지는 대기 명단',
         stated=['d_cap_p', 'd_cap_mk', 'd_cap_a1', 'd_cap_a2', 'd_cap_ok'],
         agreed_by=['혜진', '미경', '성훈', '다은'], objected_by=['미경'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d11', text='봉사 후 점심은 홍성반점 짜장면·탕수육, 동아리 회비로',
         stated=['d_lunch_p', 'd_lunch_sh', 'd_lunch_a1', 'd_lunch_a2', 't_rest_done'],
         agreed_by=['미경', '성훈', '재원', '다은'], objected_by=['성훈'],
         status='current', superseded_by=None, changed_at=[]),
    dict(id='d12', text='모금 초과분 2만원은 동아리 회비로 넣기',
         stated=['d_surplus_p', 'd_surplus_a1', 'd_surplus_a2', 'settle'],
         agreed_by=['성훈', '미경', '혜진'], objected_by=[],
         status='current', superseded_by=None, changed_at=[]),
]

NON_DECISIONS = [
    (['n_truck', 'n_truck_r'], 'proposal not taken up'),        # 1톤 트럭 직접 → 연탄은행이 배달
    (['n_bot_goal_q'], 'question'),                             # 51만이면 102만 맞아?
    (['n_bot_goal'], 'bot suggestion ignored'),                 # 코덱스: 목표 60만
    (['n_vlog', 'n_vlog_r', 'n_vlog_r2'], 'proposal not taken up'),  # 브이로그 → 초상권
    (['n_bot_relay', 'n_bot_relay_r'], 'bot suggestion ignored'),   # 잼민이: 두 줄 릴레이
    (['n_bath'], 'joke'),                                       # 다 같이 목욕탕
    (['n_winter_q', 'n_winter_r'], 'question'),                 # 12월에 한 번 더?
    (['n_chant'], 'joke'),                                      # 조별 구호
    (['n_rain', 'n_rain_r'], 'hypothetical'),                   # 비 오면 배달 연기
    (['n_market'], 'proposal not taken up'),                    # 신포시장 구경
]

TODOS = [
    dict(id='t1', owner='미경', task='연탄은행에 전화해서 10/31 봉사 가능한지 확인',
         taken=['t_call'], due='2026-10-06', status='done', closed_by=['t_call_done'], handed_to=None),
    dict(id='t2', owner='다은', task='사내 게시판·엘리베이터용 봉사 포스터 만들기',
         taken=['t_poster'], due='2026-10-09', status='done', closed_by=['t_poster_done'], handed_to=None),
    dict(id='t3', owner='혜진', task='사내 메신저 참가 신청 설문 만들어 올리기',
         taken=['t_form'], due='2026-10-08', status='done', closed_by=['t_form_done'], handed_to=None),
    dict(id='t4', owner='성훈', task='ESG팀에 매칭그랜트 신청서 제출',
         taken=['t_grant'], due='2026-10-08', status='done', closed_by=['t_grant_done'], handed_to=None),
    dict(id='t5', owner='재원', task='총무팀에 법인 승합차 예약 (날짜 바뀔 때마다 옮기기)',
         taken=['t_van', 't_van2', 't_van3'], due='2026-10-11', status='dropped', closed_by=['t_van_drop'], handed_to=None),
    dict(id='t6', owner='다은', task='동아리 조끼 시안 그리고 견적 알아보기',
         taken=['t_vest'], due='', status='dropped', closed_by=['d_vest_drop_p', 't_vest_drop'], handed_to=None),
    dict(id='t7', owner='혜진', task='총무팀에 1층 로비 중고장터 사용 가능한지 문의',
         taken=['t_lobby'], due='', status='done', closed_by=['t_lobby_done'], handed_to=None),
    dict(id='t8', owner='성훈', task='모금액+매칭금을 연탄은행에 한 번에 송금',
         taken=['t_transfer'], due='2026-11-02', status='done', closed_by=['t_transfer_done'], handed_to=None),
    dict(id='t9', owner='코덱스', task='모금 구좌 수·누적 금액 표로 정리',
         taken=['t_bot_fund'], due='', status='done', closed_by=['t_bot_fund_r3'], handed_to=None),
    dict(id='t10', owner='잼민이', task='처음 오는 사람용 준비물·주의사항 안내문 작성',
         taken=['t_bot_guide'], due='', status='done', closed_by=['t_bot_guide_done'], handed_to=None),
    dict(id='t11', owner='재원', task='홍성반점에 20명 점심 예약',
         taken=['t_rest', 't_rest_hand_ok', 't_rest_re'], due='2026-11-01', status='done',
         closed_by=['t_rest_done'], handed_to='미경'),
    dict(id='t12', owner='성훈', task='다이소에서 목장갑 30켤레 사기',
         taken=['t_gloves'], due='2026-11-01', status='done', closed_by=['t_gloves_done'], handed_to=None),
    dict(id='t13', owner='다은', task='봉사 사진 정리해서 사내 게시판에 후기 올리기',
         taken=['t_review', 't_review_re'], due='2026-11-09', status='open', closed_by=[], handed_to=None),
    dict(id='t14', owner='혜진', task='연탄은행에 감사 인사 + 기부금 영수증 요청',
         taken=['t_thanks'], due='2026-11-15', status='open', closed_by=[], handed_to=None),
    dict(id='t15', owner='재원', task='참가자 조 편성표 만들어 드라이브에 올리기',
         taken=['t_team'], due='2026-11-03', status='done', closed_by=['t_team_done'], handed_to=None),
]

NON_TODOS = [
    (['nt_tons'], 'banter promise'),                     # 조끼 입으면 혼자 500장
    (['nt_deadline'], 'instruction to others'),          # 23일까지 설문 제출
    (['nt_elev', 'nt_elev_r'], 'already done by someone else'),  # 엘베 포스터 → 다은이 이미
    (['nt_abroad'], 'vague wish'),                       # 언젠가 해외 봉사
    (['nt_bot_poster'], 'bot offer not taken up'),       # 잼민이: 포스터 스타일로
    (['nt_mkwrite'], 'already done'),                    # 연탄은행 일정표 8일로 말해놨어
    (['nt_bot_remind'], 'bot offer not taken up'),       # 코덱스: 리마인드 문구
    (['nt_fund_due'], 'instruction to others'),          # 30일까지 계좌로
    (['nt_gloves_offer', 'nt_gloves_no'], 'offer declined'),  # 재원 차로 실어갈까 → 괜찮아요
    (['nt_soju'], 'banter promise'),                     # 소주 한 병씩
    (['nt_album'], 'vague promise'),                     # 언제 한번 앨범
    (['nt_hours'], 'already done'),                      # 봉사시간 인정 신청 올려놓음
]

QUESTIONS = [
    # ---- changed
    ('연탄 봉사 결국 무슨 요일 며칠에 했어?',
     ['d_date2_ok', 'truck', 'd_date3_p', 'd_date3_ok'],
     '11월 8일 일요일 오전 9시. 10/31 → 11/7 토요일 → 트럭 사정으로 8일 일요일로', 'changed'),
    ('처음에 잡았던 봉사 날짜는 언제였어?',
     ['d_date1_p', 'd_date1_ok'], '10월 31일 토요일', 'changed'),
    ('10월 마지막 토요일에 못 가게 된 이유는?',
     ['sports_news', 'd_date2_p'], '그날 전사 가을 체육대회가 잡혀서 11월 7일로 미룸', 'changed'),
    ('11월 7일 토요일 계획은 왜 바뀌었지?',
     ['truck', 'd_date3_p'], '연탄은행 배달 트럭 기사님이 그날 다른 마을에 가서 연탄을 못 갖다 놓아서, 다음날 일요일로 옮김', 'changed'),
    ('봉사 당일 어디서 몇 시에 모이는 걸로 돼 있어?',
     ['d_meet_p', 'd_meet2', 'd_meet2_a1'],
     '동인천역 2번 출구 8시 30분, 각자 전철 (원래는 판교 본사 주차장 8시 승합차였음)', 'changed'),
    ('원래는 다 같이 뭐 타고 가려고 했어?',
     ['d_meet_p', 't_van'], '판교 본사 주차장에서 8시에 모여 재원이 모는 법인 승합차로', 'changed'),
    ('동아리 조끼 만드는 건 어떻게 결론 났어?',
     ['vest_quote', 'apron', 'd_vest_drop_p', 'd_vest_drop_a1'],
     '안 하기로 함. 최소 50벌에 벌당 1만8천원(90만원)이고 앞치마·토시는 연탄은행이 빌려줘서', 'changed'),
    ('사내 중고장터 열자던 건 어떻게 됐어?',
     ['t_lobby_done', 'd_market_drop_p'], '접음. 총무팀이 로비 판매 행사를 허락 안 해서 (대신 하는 것 없음)', 'changed'),
    # ---- owner
    ('중국집 예약은 결국 누가 했어?',
     ['t_rest', 't_rest_hand', 't_rest_hand_ok', 't_rest_done'],
     '미경 (재원이 맡았다가 부산 출장 때문에 미경에게 넘김)', 'owner'),
    ('조 나누는 표는 누가 만들었지?',
     ['t_team', 't_team_done'], '재원', 'owner'),
    ('신입용 준비물 안내문 쓴 건 누구야?',
     ['t_bot_guide_q', 't_bot_guide_done'], '잼민이(봇)', 'owner'),
    ('회사 매칭 지원 신청은 누가 넣었어?',
     ['t_grant', 't_grant_done'], '성훈', 'owner'),
    ('연탄은행 쪽이랑 연락하는 담당은 누구야?',
     ['t_call', 't_call_done', 'truck'], '미경 (부회장, 담당자 번호를 갖고 있음)', 'owner'),
    # ---- status
    ('승합차 예약은 살아 있어?',
     ['t_van3', 't_van_drop'], '아니, 전철로 각자 모이기로 해서 재원이 취소함', 'status'),
    ('후기 게시글 올라왔어?',
     ['t_review', 't_review_re'], '아직. 다은이 외근 때문에 화요일에 올리겠다고 함', 'status'),
    ('기부금 영수증 받았어?',
     ['t_thanks'], '아직. 혜진이 다음 주 중에 감사 인사와 함께 요청하겠다고만 함', 'status'),
    ('연탄값은 연탄은행에 보냈어?',
     ['t_transfer', 't_transfer_done'], '응, 11월 2일에 성훈이 102만원 송금 완료', 'status'),
    ('목장갑 준비됐어?',
     ['t_gloves', 't_gloves_done'], '응, 성훈이 30켤레 사서 자기 자리 밑에 둠', 'status'),
    ('다은이 조끼 시안 끝냈어?',
     ['t_vest', 't_vest_drop'], '아니, 조끼가 취소돼서 로고만 조금 그리다 멈춤', 'status'),
    # ---- single
    ('연탄 한 장에 얼마야?',
     ['price'], '850원', 'single'),
    ('모금은 최종적으로 몇 구좌 모였어?',
     ['t_bot_fund_r3'], '53구좌(53만원)', 'single'),
    ('참가 인원 상한은 몇 명이었어?',
     ['d_cap_p', 'd_cap_ok'], '선착순 20명, 나머지는 대기', 'single'),
    ('중국집에서 서비스로 뭐 준대?',
     ['t_rest_done2'], '군만두', 'single'),
    ('모금할 때 강제 아니냐고 걱정한 사람 누구였어?',
     ['d_fund_obj', 'd_fund_jw'], '재원. 자율이라는 말에 찬성함', 'single'),
    ('연탄 배달받는 집이 몇 가구야?',
     ['d_qty_p', 't_call_done'], '솔빛마을 여섯 가구 (가구당 200장)', 'single'),
    # ---- temporal
    ('신청 설문 마감이 언제였어?',
     ['nt_deadline'], '10월 23일 금요일', 'temporal'),
    ('매칭그랜트 신청서 낸 날은?',
     ['t_grant_done'], '10월 15일', 'temporal'),
    ('점심 예약 몇 시로 했어?',
     ['t_rest_done'], '8일 12시', 'temporal'),
    ('당일 연탄 나르는 데 얼마나 걸렸어?',
     ['dur'], '약 두 시간 반 (9시 시작, 여섯 가구 다 끝냄)', 'temporal'),
    # ---- multi
    ('연탄값 102만원은 어떻게 마련했어?',
     ['d_fund_p', 't_bot_fund_r3', 'grant_ok'], '사내 자율 모금 53만원(53구좌) + ESG팀 매칭 51만원', 'multi'),
    ('점심값 내고 회비 얼마 남았어?',
     ['d_lunch_obj', 'settle'], '6만 6천원 (31만원에서 점심 26만 4천원 쓰고 모금 남은 2만원 넣음)', 'multi'),
    ('인원 제한 얘기 나왔을 때 미경은 처음에 뭐라 했고 왜 받아들였어?',
     ['d_cap_obj', 'd_cap_mk'], '다 데려가자고 했지만, 골목이 좁아 많으면 방해된다는 게 본인이 전한 연탄은행 말이라 20명에 동의', 'multi'),
    ('날짜 미룰 때 다은이 걸렸던 건 뭐였고 어떻게 됐어?',
     ['d_date2_obj', 'd_date2_de', 'd_date3_a1'], '7일에 동기 결혼식(오후 1시)이 있었는데 오전이면 된다고 했고, 결국 8일 일요일로 바뀌어 겹치지 않음', 'multi'),
]


if __name__ == '__main__':
    msgs, markers = build(SESSIONS, PEOPLE, tz_hours=9, seed=20261005)
    write_all(HERE, msgs, markers, DECISIONS, NON_DECISIONS, TODOS, NON_TODOS, QUESTIONS)
