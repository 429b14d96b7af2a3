/// The names of the report's statuses, levels and other values, as `index.html`,
/// `report.md` and the console print them (the machine-readable files keep the raw values).
public enum ReportStatusMessages: MessageArea {
    /// The area's name.
    public static let name = "report statuses"

    /// English.
    public static let english: [String: String] = [
        "status.passed": "passed",
        "status.failed": "failed",
        "status.untested": "untested",
        "status.not-applicable": "not applicable",
        "status.attested-pass": "attested pass",
        "status.attested-fail": "attested fail",
        "status.manual": "manual, unreviewed",
        "status.informative": "informative",
        "status.skipped": "skipped",
        "level.required": "required",
        "level.recommended": "recommended",
        "level.optional": "optional",
        "level.extension": "extension",
        "level.informative": "informative",
        "subject.system": "system",
        "subject.app": "app",
        "testability.automated": "automated",
        "testability.manual": "manual",
        "testability.informative": "informative",
        "verdict.conforms": "conforms",
        "verdict.does-not-conform": "does not conform",
    ]

    /// Korean, in the glossary's terms.
    public static let korean: [String: String] = [
        "status.passed": "통과",
        "status.failed": "실패",
        "status.untested": "테스트 안 됨",
        "status.not-applicable": "해당 없음",
        "status.attested-pass": "확인서 통과",
        "status.attested-fail": "확인서 실패",
        "status.manual": "수동, 미검토",
        "status.informative": "참고",
        "status.skipped": "건너뜀",
        "level.required": "필수",
        "level.recommended": "권장",
        "level.optional": "선택",
        "level.extension": "확장",
        "level.informative": "참고",
        "subject.system": "시스템",
        "subject.app": "앱",
        "testability.automated": "자동",
        "testability.manual": "수동",
        "testability.informative": "참고",
        "verdict.conforms": "적합",
        "verdict.does-not-conform": "부적합",
    ]
}
