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
    ]
}
