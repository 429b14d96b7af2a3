extension DeclaredHelpKorean {
    /// The help of the commands that drive the reference model: simulate, explore, diagram, bench.
    static let modelCommands: [String: String] = [
        "simulate.seeds": "가지고 있는 문서 사본이 든 폴더(기본값: $LIFECYCLE_KIT_SEEDS)",
        "simulate.abstract": "기준 시스템과 기준 앱을 자극 하나씩 구동한다",
        "simulate.discussion": """
        키트의 기준 시스템과 기준 앱을 한 줄에 자극 하나씩, 스크립트와 반례의 문법으로 구동한다
        (tap-icon 또는 launch, home, call, answer, decline, lock, unlock, pull-notification-center,
        memory-pressure N, force-quit, push content-available, event fetch, open-url, reboot, wait N,
        change orientation 3, touch, …; 대소문자는 가리지 않는다). 자극마다 콜백을 차례대로 그 수신자와
        각 콜백 안의 applicationState와 함께 출력하고, 알림, 상태 변화와 새 상태, 그 밖의 관측, 기한이
        된 의무와 앱이 그것을 지켰는지, 이 모두를 설명하는 표의 행과 규칙을 출력한다. 'help'는 앱이
        현재 상태에서 받는 것을 나열하고, 'state'는 현재 상태를 출력하고, 'undo'는 자극 하나를 되돌리고,
        'reset'은 처음으로 돌아가고, 'quit'는 끝낸다. 터미널에서는 줄을 편집할 수 있고(화살표, Home/End,
        Ctrl-A/E/U/K/W), ↑/↓는 이전 줄을 불러오고, Tab은 완성하고, Ctrl-C는 줄을 지우고, 빈 줄의
        Ctrl-D는 끝낸다. 그렇지 않으면 표준 입력을 한 줄씩 읽고 각 줄을 프롬프트 뒤에 되풀이해 보인다.
        잘못 친 낱말에는 가장 가까운 낱말을 제안한다.
        --script를 주면 모든 줄을 먼저 검사하고, 잘못된 줄은 FILE:LINE과 함께 실행을 멈춘다(종료 상태
        3). 주석 줄은 해설로 출력하며, --step은 자극마다 앞서 Enter를 기다린다. --adapter는 기준 모델
        곁에서 내장 어댑터를 돌려 다른 곳을 보인다. --svg와 --html은 세션의 상태 다이어그램을 최신으로
        유지한다. --seeds(또는 LIFECYCLE_KIT_SEEDS)를 주면 "이유" 줄의 각 규칙 밑에 가지고 있는 문서
        사본에서 그 규칙이 나온 줄을 보인다. --lang ko는 세션과 각 규칙의 진술문을 한국어로 출력한다.
        """,
        "simulate.script": "FILE의 줄을 돌리며 각 줄을 되풀이해 보인다(#은 주석을 시작하고 해설로 출력된다). -는 표준 입력을 읽는다",
        "simulate.step": "--script와 함께, 자극마다 앞서 터미널에서 Enter를 기다린다",
        "simulate.adapter": "내장 어댑터도 돌리고('lifecycle-kit adapters' 참고) 다른 곳을 보인다",
        "simulate.svg": "세션의 SVG 상태 다이어그램을 FILE에 두고 단계마다 다시 쓴다",
        "simulate.html": "다이어그램과 마지막 단계를 담은 페이지를 FILE에 둔다. 페이지는 스스로 새로 고친다",
        "simulate.config": "Info.plist에서 백그라운드 모드, 일시 중단 시 종료, 씬 매니페스트를 읽는다(FIFO나 -도 된다)",
        "simulate.ios": "iOS 버전(기본값 12.0, --scenes와 함께면 13.0)",
        "simulate.scenes": "앱이 씬 매니페스트를 선언한다",
        "simulate.no-multitasking": "멀티태스킹을 지원하지 않는 기기",
        "simulate.modes": "앱이 선언하는 백그라운드 모드",
        "simulate.passcode": "기기에 암호가 있다",
        "simulate.sleep-wake": "Sleep/Wake의 해석(기본값 background)",
        "explore.abstract": "어댑터와 기준 모델 사이의 가장 짧은 어긋남을 찾는다",
        "explore.discussion": """
        어댑터와 기준 모델을 같은 자극으로 구동하며 관측 계약이 정하는 것을 단계마다 비교한다(자유는
        어긋남으로 치지 않는다). 기본으로는 모델 검사를 한다. 구성에서 닿을 수 있는 모든 상태를 너비
        우선으로 방문하고, 각 상태에서 알파벳의 모든 자극을 시도하고, 다룬 상태와 전환을 보고한다.
        처음 찾은 어긋남이 가장 짧은 어긋남이다. --walk를 주면 대신 시드를 쓰는 무작위 걸음을 걷고
        (시드는 출력되며 --seed로 재생한다) 찾은 것을 줄인다. 어긋남은 머리에 구성, 앱 옵션,
        백그라운드 모드를 담은 스크립트로 출력되며, 'lifecycle-kit simulate --script'가 그대로
        재생한다. --script FILE은 그것을 FILE에도 쓴다(재생에 --adapter NAME을 더하면 둘을 나란히
        볼 수 있다). 어긋남을 찾으면 1로, 찾지 못하면 0으로 끝난다.
        """,
        "explore.adapter": "내장 어댑터('lifecycle-kit adapters' 참고)",
        "explore.configuration": "탐색할 구성",
        "explore.depth": "모델 검사가 따라가는 가장 긴 경로",
        "explore.walk": "모델 검사 대신 시드를 쓰는 무작위 걸음을 걷는다",
        "explore.steps": "무작위 걸음의 길이(최대 1000000)",
        "explore.stall-timeout": "진행이 없으면 어댑터를 멈춘 것으로 치기까지의 초",
        "explore.seed": "무작위 걸음의 시드(기본값: 시계에서 얻어 출력한다)",
        "explore.script": "반례를 'simulate --script FILE'이 재생하는 스크립트로 FILE에도 쓴다",
        "explore.quiet": "표준 오류에 진행 줄을 출력하지 않는다",
        "diagram.abstract": "전환 표에서 만든 상태 다이어그램",
        "diagram.discussion": """
        spec/tables/transitions.json에서 만든 상태 다이어그램을 출력한다. 모든 행을 단계마다(콜백마다
        그 뒤의 상태) 따라가며, 두 상태 사이의 이동 하나가 화살표 하나이고, 그 이동을 만드는 행들의
        트리거가 이름표로 붙는다. 기본으로는 모든 행을 그린다. 구성 옵션을 주면 그 구성에 해당하는
        행만 그린다. --out은 일반 파일을 쓴다(일반 파일만 바꾸며, 장치, FIFO, 폴더, 심볼릭 링크는 결코
        바꾸지 않는다).
        """,
        "diagram.format": "출력 형식",
        "diagram.scenes": "iOS 13(또는 --ios를 주면 그 버전)에서 씬을 쓰는 앱",
        "diagram.opt-out": "UIApplicationExitsOnSuspend를 쓰는 앱",
        "diagram.no-multitasking": "멀티태스킹을 지원하지 않는 기기",
        "diagram.ios": "구성의 iOS 버전",
        "diagram.sleep-wake": "Sleep/Wake의 해석",
        "diagram.out": "표준 출력 대신 FILE에 쓴다",
        "bench.abstract": "기준 모델의 처리량과 모델 검사가 닿는 범위를 잰다",
        "bench.discussion": """
        코어 하나에서 기준 모델을 거치는 초당 자극 단계 수(탐색기 알파벳 위의 시드를 쓰는 무작위
        걸음)를 출력한 뒤, 미리 정한 각 구성에서 기준 모델을 그 자신과 모델 검사하고 다룬 서로 다른
        상태와 전환의 수와 걸린 시간을 출력한다. 의미 있는 수치를 얻으려면
        'swift run -c release lifecycle-kit bench'로 빌드한다.
        """,
        "bench.steps": "처리량 실행의 자극 수",
        "bench.seed": "무작위 걸음의 시드",
        "bench.configurations": "모델 검사할 구성(기본값: 모두)",
    ]
}
