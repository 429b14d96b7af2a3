/// The commands' own errors (`case`, `check`, `simulate`, `explore`, `report`, `diagram`,
/// `cases`): conflicting options, unknown cases, a catalog folder that is not one, a file
/// that could not be written. The parser's mistakes are in ``CommandLineMessages``.
public enum CommandErrorMessages: MessageArea {
    /// The area's name.
    public static let name = "command-errors"

    /// English.
    public static let english: [String: String] = [
        "cmd.case.unknown": "--case '{word}' is not a case of the kit",
        "cmd.cases.unknown": "'{word}' is not a case of the kit",
        "cmd.cases.script-needs-case": "--script needs a case id",
        "cmd.spec.empty": "--spec needs a folder, got ''",
        "cmd.spec.no-folder": "--spec '{path}': no such folder",
        "cmd.spec.is-file": "--spec '{path}' is a file; give the folder that holds categories.json",
        "cmd.attestation.defects": "the attestation file {name} has {count} defect(s)",
        "cmd.simulate.step-needs-script": "--step pauses a script; give --script FILE as well, or leave --step out",
        "cmd.simulate.step-needs-terminal":
            "--step waits for Enter on a terminal, and there is none here; leave --step out to run the script straight through",
        "cmd.simulate.adapter-no-system":
            "--adapter {adapter} cannot run beside the reference ({reason}); choose an adapter with a system side",
        "cmd.check.report-not-written": "the report was not written: {reason}",
        "cmd.diagram.cannot-write": "cannot write the diagram: {reason}",
        "cmd.explore.walk-options": "--steps and --seed belong to the random walk; add --walk",
        "cmd.explore.depth-with-walk": "--depth bounds the model check; leave it out with --walk",
        "cmd.explore.out-and-script": "--out is the former name of --script; give --script alone",
        "cmd.explore.cannot-write": "cannot write the counterexample: {reason}",
        "cmd.report.missing-events": "missing --events FILE",
        "cmd.report.one-stdin": "only one of --events, --xunit and --baseline can read standard input",
        "cmd.report.compare-needs-two": "--compare needs at least two report.json files, got {count}",
        "cmd.report.compare-stdin-once": "--compare can read standard input only once",
        "cmd.option.file-problem": "{option} {path}: {problem}",
        "cmd.file-problem": "{path}: {problem}",
        "cmd.option.file-line-problem": "{option} {path}:{line}: {problem}",
        "cmd.file-line-problem": "{path}:{line}: {problem}",
        "cmd.seeds.folder-problem": "{origin} '{path}': {problem}",
        "cmd.catalog.defects": "the catalog in {path} has {count} defect(s)",
        "cmd.catalog.own-defects": "the kit's own catalog has {count} defect(s)",
        "cmd.catalog.missing-bundle":
            "the kit's catalog ({bundle}) is missing beside the executable (looked in {searched}); reinstall the kit with its resource bundle, or pass --spec DIR where the command takes it",
        "cmd.report.cannot-read-events": "cannot read the event stream {path}: {problem}",
        "cmd.report.cannot-read-xunit": "cannot read the xUnit file {path}: {problem}",
        "cmd.report.corrupt-record": "{at}: corrupt record: {detail}",
        "cmd.report.corrupt-not-json": "{at}: corrupt record: not valid JSON",
        "cmd.report.corrupt-problem": "{path}: corrupt record: {problem}",
        "cmd.report.truncated-record": "{at}: truncated record: the file ends in the middle of a line",
        "cmd.report.unsupported-version": "{at}: unsupported event stream version {version}; run swift test with --event-stream-version 0",
        "cmd.report.unknown-event-kind": "{at}: unknown event kind {kind}",
        "cmd.report.empty-stream":
            "{path}: empty event stream: no records (write it with swift test --event-stream-output-path FILE --event-stream-version 0)",
        "cmd.report.truncated-stream": "{path}: truncated event stream: it ends at line {line} without a runEnded event",
        "cmd.report.empty-run": "{path}: empty run: no test ran",
        "cmd.report.cannot-read-role": "cannot read {role} {path}: {problem}",
        "cmd.report.role-file-problem": "{role} {path}: {problem}",
        "cmd.report.role.baseline": "the baseline",
        "cmd.report.role.compare": "the report to compare",
    ]

    /// Korean.
    public static let korean: [String: String] = [
        "cmd.case.unknown": "--case '{word}'은(는) 키트의 케이스가 아니다",
        "cmd.cases.unknown": "'{word}'은(는) 키트의 케이스가 아니다",
        "cmd.cases.script-needs-case": "--script에는 케이스 id가 필요하다",
        "cmd.spec.empty": "--spec에는 폴더가 필요한데 ''이 주어졌다",
        "cmd.spec.no-folder": "--spec '{path}': 그런 폴더가 없다",
        "cmd.spec.is-file": "--spec '{path}'은(는) 파일이다. categories.json이 있는 폴더를 준다",
        "cmd.attestation.defects": "확인서 파일 {name}에 결함이 {count}개 있다",
        "cmd.simulate.step-needs-script": "--step은 스크립트를 한 단계씩 멈춘다. --script FILE도 주거나 --step을 뺀다",
        "cmd.simulate.step-needs-terminal":
            "--step은 터미널에서 Enter를 기다리는데 여기에는 터미널이 없다. 스크립트를 끝까지 실행하려면 --step을 뺀다",
        "cmd.simulate.adapter-no-system":
            "--adapter {adapter}는 기준 모델과 나란히 실행할 수 없다({reason}). 시스템 쪽이 있는 어댑터를 고른다",
        "cmd.check.report-not-written": "보고서를 쓰지 못했다: {reason}",
        "cmd.diagram.cannot-write": "다이어그램을 쓸 수 없다: {reason}",
        "cmd.explore.walk-options": "--steps와 --seed는 무작위 걷기에 쓰는 옵션이다. --walk를 더한다",
        "cmd.explore.depth-with-walk": "--depth는 모델 검사의 깊이를 정한다. --walk와 함께라면 뺀다",
        "cmd.explore.out-and-script": "--out은 --script의 예전 이름이다. --script만 준다",
        "cmd.explore.cannot-write": "반례를 쓸 수 없다: {reason}",
        "cmd.report.missing-events": "--events FILE이 없다",
        "cmd.report.one-stdin": "--events, --xunit, --baseline 중 하나만 표준 입력을 읽을 수 있다",
        "cmd.report.compare-needs-two": "--compare에는 report.json 파일이 두 개 이상 필요한데 {count}개가 주어졌다",
        "cmd.report.compare-stdin-once": "--compare는 표준 입력을 한 번만 읽을 수 있다",
        "cmd.option.file-problem": "{option} 경로 {path}: {problem}",
        "cmd.file-problem": "파일 {path}: {problem}",
        "cmd.option.file-line-problem": "{option} 경로 {path}:{line}: {problem}",
        "cmd.file-line-problem": "파일 {path}:{line}: {problem}",
        "cmd.seeds.folder-problem": "{origin} 경로 '{path}': {problem}",
        "cmd.catalog.defects": "{path}의 카탈로그에 결함이 {count}개 있다",
        "cmd.catalog.own-defects": "키트에 들어 있는 카탈로그에 결함이 {count}개 있다",
        "cmd.catalog.missing-bundle":
            "실행 파일 옆에 키트의 카탈로그({bundle})가 없다({searched}에서 찾았다). 리소스 번들과 함께 키트를 다시 설치하거나, 명령이 받는다면 --spec DIR을 준다",
        "cmd.report.cannot-read-events": "이벤트 스트림 {path}을(를) 읽을 수 없다: {problem}",
        "cmd.report.cannot-read-xunit": "xUnit 파일 {path}을(를) 읽을 수 없다: {problem}",
        "cmd.report.corrupt-record": "{at}: 손상된 레코드: {detail}",
        "cmd.report.corrupt-not-json": "{at}: 손상된 레코드: 올바른 JSON이 아니다",
        "cmd.report.corrupt-problem": "{path}: 손상된 레코드: {problem}",
        "cmd.report.truncated-record": "{at}: 잘린 레코드: 파일이 줄 중간에서 끝난다",
        "cmd.report.unsupported-version": "{at}: 지원하지 않는 이벤트 스트림 버전 {version}. swift test를 --event-stream-version 0과 함께 실행한다",
        "cmd.report.unknown-event-kind": "{at}: 알 수 없는 이벤트 종류 {kind}",
        "cmd.report.empty-stream": "{path}: 빈 이벤트 스트림: 레코드가 없다(swift test --event-stream-output-path FILE --event-stream-version 0으로 쓴다)",
        "cmd.report.truncated-stream": "{path}: 잘린 이벤트 스트림: runEnded 이벤트 없이 {line}행에서 끝난다",
        "cmd.report.empty-run": "{path}: 빈 실행: 실행된 테스트가 없다",
        "cmd.report.cannot-read-role": "{role} {path}을(를) 읽을 수 없다: {problem}",
        "cmd.report.role-file-problem": "{role} 파일 {path}: {problem}",
        "cmd.report.role.baseline": "기준 보고서",
        "cmd.report.role.compare": "비교할 보고서",
    ]
}
