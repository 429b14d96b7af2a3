/// Why the kit refuses a `--out` folder or cannot read an input file (`FileProblem`'s
/// reasons). The path comes before the reason, as `PATH: REASON`.
public enum FileProblemMessages: MessageArea {
    /// The area's name.
    public static let name = "file-problems"

    /// English.
    public static let english: [String: String] = [
        "file.out.empty": "is not a folder name; give --out a folder of its own, e.g. --out conformance-report",
        "file.out.root": "is the root folder; give --out a folder of its own, e.g. --out conformance-report",
        "file.out.current-folder":
            "names the current folder, which holds your files; give --out a folder of its own, e.g. --out conformance-report",
        "file.out.parent-folder":
            "names a parent folder, which holds your files; give --out a folder of its own, e.g. --out conformance-report",
        "file.out.parent-missing": "its parent folder {parent} does not exist; create it first or choose another --out folder",
        "file.out.parent-not-folder": "its parent {parent} is not a folder; choose another --out folder",
        "file.input.missing": "no such file; check the path",
        "file.input.permission-denied": "permission denied; make the file readable or pass another one",
        "file.input.not-a-folder-on-path": "a part of the path is not a folder; check the path",
        "file.input.is-a-folder": "is a folder, not a file; pass a file",
        "file.input.cannot-open": "cannot be opened: {reason}",
    ]

    /// Korean.
    public static let korean: [String: String] = [
        "file.out.empty": "폴더 이름이 아니다. --out에는 전용 폴더를 준다(예: --out conformance-report)",
        "file.out.root": "루트 폴더다. --out에는 전용 폴더를 준다(예: --out conformance-report)",
        "file.out.current-folder":
            "현재 폴더를 가리키는데, 이 폴더에는 사용자의 파일이 있다. --out에는 전용 폴더를 준다(예: --out conformance-report)",
        "file.out.parent-folder":
            "상위 폴더를 가리키는데, 이 폴더에는 사용자의 파일이 있다. --out에는 전용 폴더를 준다(예: --out conformance-report)",
        "file.out.parent-missing": "상위 폴더 {parent}가 없다. 먼저 만들거나 다른 --out 폴더를 고른다",
        "file.out.parent-not-folder": "상위 항목 {parent}가 폴더가 아니다. 다른 --out 폴더를 고른다",
        "file.input.missing": "그런 파일이 없다. 경로를 확인한다",
        "file.input.permission-denied": "권한이 없다. 파일을 읽을 수 있게 하거나 다른 파일을 준다",
        "file.input.not-a-folder-on-path": "경로의 일부가 폴더가 아니다. 경로를 확인한다",
        "file.input.is-a-folder": "파일이 아니라 폴더다. 파일을 준다",
        "file.input.cannot-open": "열 수 없다: {reason}",
    ]
}
