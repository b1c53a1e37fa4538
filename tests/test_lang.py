import pytest

from workbench.detect import detect_corpus
from workbench.lang import essay_language, guess_language
from workbench.model import Essay


@pytest.mark.parametrize(
    ("text", "lang"),
    [("Jag heter Ali och jag bor i Borlänge.", "sv"), ("My name is Ali and I live in Leeds.", "en"),
     ("", "sv"), ("jag är arton år", "sv"), ("I am eighteen and this is my essay", "en")],
)
def test_guess_language(text: str, lang: str) -> None:
    assert guess_language(text) == lang


@pytest.mark.parametrize("given", ["auto", "de", ""])
def test_an_essay_whose_language_is_none_the_workbench_reads_falls_back_on_swedish_on_a_tie(given: str) -> None:
    essay = Essay("e", "L", "Sedan kommer Karl hem.", given)  # no function word of either language
    assert essay_language(essay, None) == essay_language(essay, "auto") == "sv"
    found = detect_corpus([essay], lang="auto")  # detection used to fail: spaCy has no language "auto"
    assert found.languages == {"e": "sv"}


def test_an_essay_in_a_language_the_workbench_does_not_read_is_a_reported_problem(
        tmp_path, caplog: pytest.LogCaptureFixture) -> None:
    """Review14 F12: metadata language 'fi' or 'de' was silently read as Swedish or English."""
    import json

    from workbench.cli import main
    from workbench.model import Corpus

    essays = [Essay("F01-1", "F01", "Minun nimeni on Aino Virtanen ja asun Oulussa.", "fi"),
              Essay("F02-1", "F02", "Ich heiße Gretlinde Auerhahn und wohne in Passau.", "de"),
              Essay("S01-1", "S01", "Jag heter Ali och jag bor i Borlänge.", "sv")]
    corpus = Corpus.of(essays)
    found = detect_corpus(corpus)
    assert found.problems == [
        "essay 'F01-1': language 'fi' is not one the workbench reads (sv, en); read as 'sv', guessed from its words",
        "essay 'F02-1': language 'de' is not one the workbench reads (sv, en); read as 'en', guessed from its words"]
    assert corpus.problems == found.problems  # what the command line lists, and exits 1 on
    assert "problem: essay 'F01-1': language 'fi'" in caplog.text
    assert detect_corpus(essays, lang="sv").problems == []  # the language was chosen for every essay

    folder = tmp_path / "c"
    folder.mkdir()
    (folder / "metadata.csv").write_text("learner_id,essay_id,language\n" + "".join(
        f"{e.learner_id},{e.id},{e.language}\n" for e in essays))
    for e in essays:
        (folder / f"{e.id}.txt").write_text(e.text)
    assert main(["detect", str(folder), "--out", str(tmp_path / "d.jsonl")]) == 1
    assert main(["detect", str(folder), "--lang", "sv", "--out", str(tmp_path / "d.jsonl")]) == 0
    assert main(["review", "init", str(folder), "--db", str(tmp_path / "r.db")]) == 1
    assert main(["pseudonymize", str(folder), "--out", str(tmp_path / "out"), "--no-key"]) == 1
    report = json.loads((tmp_path / "out" / "report.json").read_text())
    assert any("language 'de' is not one the workbench reads" in p for p in report["problems"])
