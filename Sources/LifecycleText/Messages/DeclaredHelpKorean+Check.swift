extension DeclaredHelpKorean {
    /// The help of the commands that run cases and write reports: check, report.
    static let checkCommands: [String: String] = [
        "check.abstract": "주된 작업: 모든 적합성 케이스를 어댑터에 돌리고 보고서를 쓴다",
        "check.discussion": """
        카탈로그를 검증하고 내장 어댑터에 적합성 케이스를 돌린 뒤, 실패마다 기대한 트레이스와 관측한
        트레이스, 판정, 수준별 규칙 수를 출력한다. 그다음 보고서(index.html, report.md, report.json,
        junit.xml)를 --out 폴더에 쓴다. 그 폴더는 새 폴더이거나, 비어 있거나, 고치지 않은 키트의 이전
        보고서여야 한다. 그 밖의 폴더는 케이스를 돌리기 전에 거부한다.

        케이스는 감독받는 작업자 프로세스에서 돈다. 트랩을 일으키거나 멈춘 어댑터는 돌던 케이스에서
        실패하고(crashed 또는 timed out으로 보고된다) 실행은 새 작업자에서 이어진다.
        --in-process는 디버깅을 위해 케이스를 이 프로세스에서 돌린다.

        --baseline FILE은 새 보고서를 이전 report.json과 비교한다(새 실패, 고쳐진 규칙, 바뀐 모든 규칙
        상태, 추가되거나 제거되거나 바뀐 케이스). 이 파일은 케이스를 돌리기 전에 읽으며, --out 폴더의
        report.json 자체여도 되고, 그러면 그 파일을 바꾼다.

        --lang ko는 index.html과 report.md를 한국어로 쓰고(요약도 한국어로 출력한다) 각 규칙의
        진술문을 영어 진술문 옆에 둔다. report.json과 junit.xml은 영어로 남는다. --seeds DIR은 가지고
        있는 문서 사본에서 각 규칙의 원문 구절을 인용한다.
        """,
        "check.seeds": "가지고 있는 문서 사본이 든 폴더(기본값: $LIFECYCLE_KIT_SEEDS)",
        "check.adapter": "검사할 어댑터('lifecycle-kit adapters' 참고)",
        "check.out": "보고서 폴더",
        "check.case": "이 케이스만 돌린다(아이디는 보고서에 적힌 대로)",
        "check.case-timeout": "케이스가 멈춘 것으로 보고 실패하기까지 돌 수 있는 초(최대 3600)",
        "check.attestations": "수동 규칙에 대한 검토자의 판정을 합친다('lifecycle-kit checklist' 참고)",
        "check.baseline": "이전 report.json과 비교한다: 새 실패, 고쳐진 규칙, 바뀐 상태와 케이스",
        "check.markdown-diagram": "각 구성의 상태 다이어그램을 Mermaid로 report.md에 더한다",
        "check.in-process": "케이스를 이 프로세스에서 돌린다(디버깅용: 어댑터의 트랩이 실행을 끝낸다)",
        "check.verbose": "실패한 각 케이스가 가리키는 규칙도 나열한다",
        "check.timing": "보고서를 만들고, 그리고, 쓰는 데 걸린 시간을 출력한다",
        "check.quiet": "표준 오류에 진행 줄을 출력하지 않는다",
        "report.abstract": "Swift Testing 이벤트 스트림에서 적합성 보고서를 만들거나 보고서를 비교한다",
        "report.discussion": """
        사용자 어댑터의 테스트 실행에서 적합성 보고서를 만든다. 이벤트 스트림은 다음처럼 쓴다.
          swift test --event-stream-output-path FILE --event-stream-version 0 [--xunit-output X]
        테스트(또는 매개변수화된 테스트의 인자)는 키트의 적합성 케이스처럼 표시 이름 앞머리의
        "[RULE-ID, ...]"로 검사하는 규칙을 밝힌다. 인자가 케이스 아이디를 지닌 테스트 케이스
        ("[RULE-ID, ...] CASE-ID title")는 그 아이디로 이름 붙는다. report.json, report.md, index.html,
        junit.xml을 DIR에 쓴다. 그 폴더는 새 폴더이거나, 비어 있거나, 키트의 이전 보고서여야 하고,
        입력 파일은 그 안에 있으면 안 된다. --baseline FILE은 이전 report.json과의 비교를 더한다.
        --lang ko는 index.html과 report.md를 한국어로 쓰고, --seeds DIR은 가지고 있는 문서 사본에서 각
        규칙의 원문 구절을 인용한다.

        --compare A/report.json B/report.json ...(둘 이상)은 대신 구현과 규칙의 행렬을 절별로 묶어
        DIR에 쓴다(index.html, report.md, comparison.json). 완성된 보고서만 읽으므로 보고서를 만드는
        옵션(--events, --xunit, --baseline, ...)은 받지 않는다.
        """,
        "report.events": "JSON Lines 이벤트 스트림(버전 0). FIFO, /dev/fd/N, -(표준 입력)도 된다",
        "report.xunit": "같은 실행의 xUnit 파일(X-swift-testing.xml). 이벤트와 대조하고 걸린 시간을 준다",
        "report.out": "보고서 폴더",
        "report.implementation": "검사한 대상(기본값: 실행의 테스트 모듈)",
        "report.implementation-version": "그 버전",
        "report.adapter": "그 대상을 구동한 어댑터(기본값: 구현 이름)",
        "report.attestations": "수동 규칙에 대한 검토자의 판정을 합친다('lifecycle-kit checklist' 참고)",
        "report.baseline": "이전 report.json과 비교한다: 새 실패, 고쳐진 규칙, 바뀐 상태와 케이스",
        "report.compare": "report.json 파일 둘 이상을 구현과 규칙의 행렬로 비교한다",
        "report.markdown-diagram": "각 구성의 상태 다이어그램을 Mermaid로 report.md에 더한다",
        "report.seeds": "가지고 있는 문서 사본이 든 폴더(기본값: $LIFECYCLE_KIT_SEEDS)",
        "report.timing": "읽고, 만들고, 그리고, 쓰는 데 걸린 시간을 출력한다",
    ]
}
