"""The word lists load, validate and serve the surrogate helpers."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

import workbench.resources as R


def test_all_lists_load_fast() -> None:
    t0 = time.perf_counter()
    R.load_all()
    assert time.perf_counter() - t0 < 5  # 0.5 s measured; generous for a busy CI machine


@pytest.mark.parametrize(
    ("name", "gender"),
    [
        ("erik", "male"),
        ("anna", "female"),
        ("ahmed", "male"),
        ("fatima", "female"),
        ("hodan", "female"),
        ("yonas", "male"),
        ("zahra", "female"),
        ("kim", "unknown"),
        ("maria", "female"),
        ("mohammed", "male"),
    ],
)
def test_first_names_have_gender(name: str, gender: str) -> None:
    rec = R.first_names()[name]
    assert rec.gender == gender and rec.count > 0 and rec.origins


@pytest.mark.parametrize("name", ["andersson", "johansson", "olsson", "ahmadi", "hassan"])
def test_surnames(name: str) -> None:
    assert R.surnames()[name].count > 0


@pytest.mark.parametrize(
    ("name", "kind", "country"),
    [
        ("stockholm", "city", "SE"),
        ("göteborg", "city", "SE"),
        ("gothenburg", "city", "SE"),
        ("rinkeby", "city", "SE"),
        ("bromma", "city", "SE"),
        ("skåne", "region", "SE"),
        ("stockholms län", "region", "SE"),
        ("syrien", "country", "SY"),
        ("nya zeeland", "country", "NZ"),
        ("caracas", "city", "VE"),
        ("damaskus", "city", "SY"),
        ("mogadishu", "city", "SO"),
        ("kurdistan", "region", "XX"),
        ("new zealand", "country", "NZ"),
        ("botkyrka", "city", "SE"),  # municipalities named after no locality
        ("värmdö", "city", "SE"),
        ("skaraborg", "region", "SE"),
        ("afrikas horn", "region", "XX"),  # like Baltikum; continents are not listed
        ("rio", "city", "BR"),  # a short form
        ("england", "country", "GB"),  # other Swedish names of countries
        ("burma", "country", "MM"),
        ("förenta staterna", "country", "US"),
        ("kosovo", "country", "XK"),  # no ISO 3166-1 entry
        ("liege", "city", "BE"),  # without diacritics (Liège)
        ("sanliurfa", "city", "TR"),  # Şanlıurfa
        # regions of the countries learners name most (pycountry subdivisions), multi-word ones whole
        ("ontario", "region", "CA"),
        ("nova scotia", "region", "CA"),
        ("british columbia", "region", "CA"),
        ("alberta", "region", "CA"),
        ("new south wales", "region", "AU"),
        ("western australia", "region", "AU"),
        ("victoria", "region", "AU"),
        ("scotland", "region", "GB"),
        ("northern ireland", "region", "GB"),
        ("leinster", "region", "IE"),
        ("gujarat", "region", "IN"),  # Gujarāt without its macron
        ("tamil nadu", "region", "IN"),
        ("niedersachsen", "region", "DE"),
        ("bay of plenty", "region", "NZ"),
        ("gauteng", "region", "ZA"),
        ("kwazulu-natal", "region", "ZA"),
        ("benue", "region", "NG"),
        # the curated foreign regions of one country carry it
        ("queensland", "region", "AU"),
        ("quebec", "region", "CA"),
        ("bavaria", "region", "DE"),
        ("bayern", "region", "DE"),
        ("yorkshire", "region", "GB"),
        ("cornwall", "region", "GB"),
        ("tuscany", "region", "IT"),
        ("toscana", "region", "IT"),
        ("skottland", "region", "GB"),
    ],
)
def test_places(name: str, kind: str, country: str) -> None:
    assert any(p.kind == kind and p.country == country for p in R.places()[name])


@pytest.mark.parametrize(
    "name",
    [
        "nelson",  # a New Zealand region, a first name and surname more often
        "delta", "plateau", "rivers",  # Nigerian states that are ordinary words
        # a city of the same country more often than its region
        "lagos", "kano", "enugu", "hamburg", "berlin", "auckland",
    ],
)
def test_subdivisions_that_read_otherwise_are_no_regions(name: str) -> None:
    assert not any(p.kind == "region" for p in R.places().get(name, ())), name


def test_regions_of_no_single_country_stay_xx() -> None:
    assert {p.country for p in R.places()["kurdistan"] if p.kind == "region"} == {"XX"}
    assert not any(p.kind == "region" and p.country == "XX" for p in R.places()["ontario"])


def test_no_continents() -> None:
    assert "europa" not in R.places() and "afrika" not in R.places()


def test_fold() -> None:
    from workbench.resources.build_places import fold

    assert [fold(w) for w in ("Liège", "Şanlıurfa", "Łódź", "Malmö")] == ["Liege", "Sanliurfa", "Lodz", "Malmo"]


def test_countries_have_swedish_forms() -> None:
    sy = R.countries()["SY"]
    assert sy.name_sv == "Syrien" and "Syriens" in sy.forms and sy.adjective_sv == "syrisk"
    assert R.countries()["SE"].name_sv == "Sverige"


@pytest.mark.parametrize(
    ("gender", "expected"), [("male", "Erik"), ("female", "Maria"), ("m", "Lars"), ("f", "Anna")]
)
def test_top_first_names(gender: str, expected: str) -> None:
    top = R.top_first_names(gender)
    assert len(top) == 50 and expected in top and len(set(top)) == 50


def test_top_first_names_unknown_and_bad_gender() -> None:
    assert len(R.top_first_names("unknown", 10)) == 10
    with pytest.raises(ValueError, match="gender"):
        R.top_first_names("x")


def test_top_surnames_and_cities() -> None:
    assert R.top_surnames(3) == ["Andersson", "Johansson", "Karlsson"]
    assert R.swedish_cities(3) == ["Stockholm", "Göteborg", "Malmö"]
    assert R.top_cities("SY", 2) == ["Aleppo", "Damascus"]
    assert len(R.top_cities("DK")) == 5 and R.top_cities("ZZ") == []


def test_patterns_and_common_words() -> None:
    kinds = {p.kind for p in R.patterns()}
    assert kinds == set(R.PATTERN_KINDS)
    assert R.common_words()["hans"][0] > 5 and "stockholm" not in R.common_words()
    # first names hunspell lists bare in lower case, never written so in Swedish news: no words (jag gillar erik)
    assert not {"erik", "karin", "lucas", "peter"} & R.common_words().keys()
    assert {"rosa", "lisa", "sten", "inga", "hans", "ante", "joy"} <= R.common_words().keys()
    assert "motorvägen" in R.common_compounds() and "storgatan" not in R.common_compounds()


@pytest.mark.filterwarnings("ignore::ResourceWarning", "ignore::pytest.PytestUnraisableExceptionWarning")
def test_a_bare_name_that_text_never_writes_in_lower_case_is_no_common_word() -> None:
    """build_common_words: 'erik' (a bare hunspell entry) is a word only where real text writes it in lower case;
    'rosa' (an entry with its inflections) always is. (spylls leaves the dictionary's files open.)"""
    pytest.importorskip("spylls", reason="the build packages (spylls, hunspell-sv) are not installed")
    from workbench.resources.build import build_common_words

    try:
        words = {w for w, _z, _p in build_common_words(["erik", "rosa", "ju"], ["erik", "rosa", "ju"],
                                                        frozenset({"ju"}))}
    except FileNotFoundError as e:
        pytest.skip(str(e))
    assert words == {"rosa", "ju"}
    kept = {w for w, _z, _p in build_common_words(["ante", "joy"], ["ante", "joy"], frozenset(), {"joy"})}
    assert kept == {"ante", "joy"}  # a typo of 'inte'; an English word learners mix in (review 94 C1, C2)
    assert {w for w, _z, _p in build_common_words(["erik"], ["erik"], None)} == {"erik"}  # no corpus: as before


def test_english_lists() -> None:
    """common_words_en.tsv knows the words among the names (law, mark), not the names (john, jones);
    demonyms_en.tsv the nationality adjectives, languages and peoples (build_english.py)."""
    words = R.common_words_en()
    assert words["law"] > 5 and "mark" in words and "brown" in words
    assert not {"john", "jones", "london", "tesfay"} & set(words)
    # the dictionary lists these in lower case too, but writers use them as names (spaCy's lexeme probabilities)
    lower = R.lower_case_words_en()
    assert {"grace", "frank", "law", "mark"} <= lower and {"james", "japan", "smith"} <= set(words) - lower
    kinds = R.demonyms_en()
    assert (kinds["german"], kinds["kurdish"], kinds["sami"]) == ("demonym", "language", "language")
    assert kinds["roma"] == "people" and not {"karen", "ido", "john"} & set(kinds)


def test_english_lists_are_built_from_the_name_lists(tmp_path: Path) -> None:
    """``build --english`` rewrites common_words_en.tsv and demonyms_en.tsv from the name and place lists
    alone (skipped without the build packages english-words, spacy-lookups-data, countryinfo and pycountry)."""
    for package in ("english_words", "spacy_lookups_data", "countryinfo", "pycountry"):
        pytest.importorskip(package)
    from workbench.resources.build import main

    for name in ("first_names.tsv", "surnames.tsv", "places.tsv", "place_aliases.tsv"):
        (tmp_path / name).write_bytes(R.resource_path(name).read_bytes())
    assert main(["build", "--english", str(tmp_path)]) == 0
    for name in ("common_words_en.tsv", "demonyms_en.tsv"):
        assert (tmp_path / name).read_bytes() == R.resource_path(name).read_bytes()


def test_patterns_file_is_built_from_curated(tmp_path: Path) -> None:
    """resources/patterns.tsv is what ``build --patterns`` writes from curated.py (no package needed)."""
    from workbench.resources.build import main

    assert main(["build", "--patterns", str(tmp_path)]) == 0
    built = (tmp_path / "patterns.tsv").read_text(encoding="utf-8")
    assert built == R.resource_path("patterns.tsv").read_text(encoding="utf-8")
    assert ("en_org_head", "court", "public_authority") in {(p.kind, p.text, p.label) for p in R.patterns()}


def test_resource_path_missing() -> None:
    with pytest.raises(R.ResourceError, match="missing"):
        R.resource_path("nope.tsv")


@pytest.mark.parametrize(
    ("name", "body", "message"),
    [
        (
            "first_names.tsv",
            "name\tgender\tcount\torigins\nErik\tm\t10\tSE\nAnna\tx\t5\tSE\n",
            ":3: gender 'x'",
        ),
        ("first_names.tsv", "name\tgender\tcount\torigins\nErik\tm\tmany\tSE\n", ":2: count 'many'"),
        ("first_names.tsv", "name\tgender\tcount\torigins\nErik\tm\t10\tswe\n", ":2: country code 'swe'"),
        (
            "places.tsv",
            "name\tkind\tcountry\tpopulation\nX\tcity\tSE\t1\nY\ttown\tSE\t1\n",
            ":3: kind 'town'",
        ),
        ("places.tsv", "name\tkind\tcountry\tpopulation\nX\tcity\tSE\n", ":2: expected 4"),
        ("surnames.tsv", "nom\tcount\torigins\n", ":1: header"),
        ("patterns.tsv", "kind\ttext\tlabel\nstreet\tgatan\tplace\n", ":2: pattern kind 'street'"),
        ("common_words_en.tsv", "word\tzipf\tlower\nlaw\tmany\t1\n", ":2: zipf 'many'"),
        ("common_words_en.tsv", "word\tzipf\tlower\nlaw\t5.1\tyes\n", ":2: lower 'yes'"),
        ("demonyms_en.tsv", "word\tkind\nGerman\tadjective\n", ":2: kind 'adjective'"),
    ],
)
def test_bad_row_names_file_and_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str, body: str, message: str
) -> None:
    (tmp_path / name).write_text(body, encoding="utf-8")
    monkeypatch.setattr(R, "RESOURCE_DIR", tmp_path)
    loader = {
        "first_names.tsv": R.first_names,
        "places.tsv": R.places,
        "surnames.tsv": R.surnames,
        "patterns.tsv": R.patterns,
        "common_words_en.tsv": R._common_words_en,  # common_words_en and lower_case_words_en read it
        "demonyms_en.tsv": R.demonyms_en,
    }[name]
    loader.cache_clear()
    try:
        with pytest.raises(R.ResourceError, match=str(tmp_path / name).replace("\\", "\\\\") + message):
            loader()
    finally:
        loader.cache_clear()


def test_build_help_writes_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                   capsys: pytest.CaptureFixture[str]) -> None:
    """``--help`` was once taken for OUT_DIR (and the whole build ran); now it only prints the usage."""
    from workbench.resources.build import main

    monkeypatch.chdir(tmp_path)
    with pytest.raises(SystemExit) as exit_:
        main(["build", "--help"])
    assert exit_.value.code == 0 and "--patterns" in capsys.readouterr().out
    assert list(tmp_path.iterdir()) == []


def test_build_without_the_build_packages_says_what_to_install(tmp_path: Path,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    try:
        import names_dataset  # noqa: F401
    except ImportError:
        pass
    else:
        pytest.skip("the build packages are installed here")
    from workbench.resources.build import main

    assert main(["build", str(tmp_path / "out")]) == 2
    assert "pip install -e '.[build-resources]'" in capsys.readouterr().err
