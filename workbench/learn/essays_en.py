"""Synthetic English student essays with gold spans (training and held-out data only; never used at detection).

Real student essays (the Kaggle PII essays) are held out, so the English decision learns from essays built
here with a fixed seed that carry what FINDINGS.md found real ones carry: title-case concepts and headings,
acronyms and brands, citations ("According to Brown (2008)", "(Liedtka, 2011)", "Kahneman et al."), a cited
surname alone after its first mention, historical and public figures, lecturers and instructors,
interviewees, places; and the student's own details: the name in a header, an introduction or a sign-off
(and the first name alone later on), classmates and colleagues, a student ID, e-mail, phone, web page and
user name. Gold follows the Kaggle mapping: the names of students (the writer, classmates, colleagues,
friends) are personal; cited authors, lecturers, historical figures and interviewees are not.

``essays(n, seed, part)``: ``n`` essays as (Essay, gold spans); ``part`` "train" or "heldout" draws people's
names from disjoint halves of the pools (workbench.learn.values.heldout_value).
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import cache

from workbench.learn.values import _draw, heldout_value
from workbench.model import Essay, Span

__all__ = ["essays"]

_LOCALES_EN = ("en_US", "en_GB", "en_IN", "en_NG", "en_KE", "es_MX", "pt_BR", "de_DE", "fr_FR", "it_IT", "pl_PL",
               "tr_TR", "fil_PH", "id_ID", "nl_NL")
TOPICS = ("Design Thinking", "Visualization", "Mind Mapping", "Storytelling", "Learning Launch",
          "Journey Mapping", "Value Chain Analysis", "Rapid Prototyping", "Customer Co-Creation", "Brainstorming")
HEADINGS = ("Challenge", "Selection", "Application", "Insight", "Approach", "Reflection", "Introduction",
            "Conclusion", "Background", "Results", "Lessons Learned", "Next Steps")
CONCEPTS = ("Empathy Map", "Customer Journey", "Value Proposition", "Minimum Viable Product", "Stakeholder Map",
            "Design Criteria", "Pain Points", "User Experience", "Agile", "Lean Startup", "Growth Mindset",
            "Point of View", "Key Performance Indicators", "Return on Investment", "Human Resources")
ACRONYMS = ("NGO", "CEO", "UX", "MVP", "KPI", "HR", "IT", "CRM", "SME", "ROI", "UN", "WHO", "COVID-19", "PDF")
BRANDS = ("Google", "Microsoft Teams", "Zoom", "Excel", "IDEO", "Airbnb", "Apple", "Amazon", "Trello", "Miro",
          "PowerPoint", "Coursera", "LinkedIn", "Slack", "Netflix", "Uber", "Starbucks", "Toyota", "Spotify")
PLACES = ("Chicago", "Nairobi", "London", "Mumbai", "Lagos", "Berlin", "Manila", "Toronto", "Sao Paulo",
          "Mexico City", "Kenya", "India", "Brazil", "California", "Texas", "Ontario", "Madrid", "Jakarta")
AUTHORS = ("Tim Brown", "Jeanne Liedtka", "Tim Ogilvie", "Daniel Kahneman", "Don Norman", "Roger Martin",
           "Peter Drucker", "Clayton Christensen", "Eric Ries", "Steve Blank", "Carol Dweck", "Edward de Bono",
           "Tony Buzan", "Nancy Duarte", "Dan Roam", "Herbert Simon", "Brené Brown", "Simon Sinek",
           "Malcolm Gladwell", "Adam Grant", "Chip Heath", "Dan Heath", "Angela Duckworth", "David Kelley")
FIGURES = ("Steve Jobs", "Albert Einstein", "Henry Ford", "Abraham Lincoln", "Thomas Edison", "Nelson Mandela",
           "Martin Luther King", "Mahatma Gandhi", "Winston Churchill", "Elon Musk", "Bill Gates", "Marie Curie",
           "Leonardo da Vinci", "Walt Disney", "Confucius", "Aristotle", "Oprah Winfrey", "Warren Buffett")
JOBS = ("a nurse", "an engineer", "a teacher", "a project manager", "a sales assistant", "a social worker",
        "a software developer", "an accountant", "a pharmacist", "a bank clerk", "a marketing intern")
WORKPLACES = ("the hospital", "our bank", "a small bakery", "the city council", "an NGO", "a logistics company",
              "our school", "a call centre", "a retail store", "the library")
FILLER = (
    "It was not easy at first, but the method helped us to look at the problem from the user's side.",
    "We spent two weeks collecting ideas and testing them with real people.",
    "The most important lesson for me was to listen before proposing a solution.",
    "Our manager was sceptical, so we built a quick prototype to show the idea.",
    "In the end the team agreed on three changes to the process.",
    "Looking back, I would involve the customers even earlier next time.",
    "This approach changed how I run meetings and how I write reports.",
    "The feedback was mixed, which showed us where the idea was weak.",
    "Time was short, and we had to choose the problems that mattered most.",
    "I noticed that people remember pictures and stories much better than numbers.",
)


@dataclass
class _Pools:
    first: list[str] = field(default_factory=list)
    last: list[str] = field(default_factory=list)


@cache
def _pools(part: str) -> _Pools:
    want = part == "heldout"
    first = sorted({n for loc in _LOCALES_EN for n in _draw("first_name", 30, (loc,))} - {""})
    last = sorted({n for loc in _LOCALES_EN for n in _draw("last_name", 30, (loc,))} - {""})
    return _Pools([n for n in first if " " not in n and heldout_value(n) == want],
                  [n for n in last if " " not in n and heldout_value(n) == want])


class _Writer:
    """Builds one essay's text piece by piece, with gold spans at their offsets."""

    def __init__(self) -> None:
        self.parts: list[str] = []
        self.size = 0
        self.gold: list[Span] = []

    def add(self, text: str, label: str | None = None) -> None:
        if label:
            self.gold.append(Span(self.size, self.size + len(text), label, source="gold"))
        self.parts.append(text)
        self.size += len(text)

    def name(self, first: str, last: str | None, personal: bool) -> None:
        self.add(first, "firstname_unknown" if personal else None)
        if last:
            self.add(" ")
            self.add(last, "surname" if personal else None)

    def text(self) -> str:
        return "".join(self.parts)


def _essay(k: int, rng: random.Random, pools: _Pools) -> tuple[str, list[Span]]:
    w = _Writer()
    first, last = rng.choice(pools.first), rng.choice(pools.last)
    mates = [(rng.choice(pools.first), rng.choice(pools.last)) for _ in range(2)]
    topic = rng.choice(TOPICS)
    cited = rng.sample(AUTHORS, 2)
    figure = rng.choice(FIGURES)
    lecturer = rng.choice(pools.last)
    interviewee = (rng.choice(pools.first), rng.choice(pools.last))
    # header
    form = rng.randrange(5)
    if form == 0:
        w.add(f"Reflection – {topic}\nBy ")
        w.name(first, last, True)
        w.add("\n\n")
    elif form == 1:
        w.add("Name: ")
        w.name(first, last, True)
        w.add("\nStudent ID: ")
        w.add(f"{rng.randint(100000, 999999)}", "other_nr_seq")
        w.add(f"\n{topic}: {rng.choice(HEADINGS)}\n\n")
    elif form == 2:
        w.add(f"{topic.upper()} – {rng.choice(HEADINGS).upper()}\n\n")
    else:
        w.add(f"{rng.choice(HEADINGS)}\n\n")
    # introduction
    if rng.random() < 0.5:
        w.add(rng.choice(("My name is ", "I am ", "Hello, I'm ")))
        w.name(first, last if rng.random() < 0.6 else None, True)
        w.add(f" and I work as {rng.choice(JOBS)} at {rng.choice(WORKPLACES)} in {rng.choice(PLACES)}. ")
    w.add(f"In this essay I reflect on how I used {topic} in my work. ")
    w.add(f"According to {cited[0]} ({rng.randint(1995, 2020)}), the method starts with understanding people. ")
    surname0 = cited[0].split()[-1]
    w.add(f"{rng.choice(FILLER)}\n\n{rng.choice(HEADINGS)}\n\n")
    # the body: colleagues, an interview, citations, concepts, brands
    w.add(rng.choice(("Together with my colleague ", "My teammate ", "With my classmate ")))
    w.name(*mates[0], True)
    w.add(f", I used the {rng.choice(CONCEPTS)} to map the problem. ")
    w.add(f"We interviewed {rng.choice(JOBS)[2:].strip()} called ")
    w.name(interviewee[0], interviewee[1] if rng.random() < 0.5 else None, False)
    w.add(f" who told us about the {rng.choice(CONCEPTS)}. ")
    w.add(f"{surname0} also argues that teams should test early ({cited[1].split()[-1]}, {rng.randint(2000, 2021)}). ")
    w.add(f"We shared our notes on {rng.choice(BRANDS)} and {rng.choice(BRANDS)}, and the {rng.choice(ACRONYMS)} "
          f"of the company liked the {rng.choice(CONCEPTS)}. ")
    w.add(f"{cited[1].split()[-1]} et al. describe the same in their book. ")
    w.add(f"As {figure} once said, simple can be harder than complex. ")
    w.add(f"Professor {lecturer} " if rng.random() < 0.5 else f"Our instructor Dr. {lecturer} ")
    w.add(f"reminded us that the {rng.choice(HEADINGS).lower()} matters. {rng.choice(FILLER)} ")
    if rng.random() < 0.6:
        w.add("Later ")
        w.add(mates[0][0], "firstname_unknown")
        w.add(" and ")
        w.name(mates[1][0], None, True)
        w.add(f" presented the results to the {rng.choice(ACRONYMS)} team in {rng.choice(PLACES)}. ")
    if rng.random() < 0.5:
        w.add("As ")
        w.add(first, "firstname_unknown")
        w.add(", the learner, I found this the hardest part. ")
    w.add(f"{rng.choice(FILLER)}\n\n{rng.choice(HEADINGS)}\n\n{rng.choice(FILLER)} {rng.choice(FILLER)}\n\n")
    # contact details and the sign-off
    if rng.random() < 0.3:
        mail = f"{first.lower()}.{last.lower()}{rng.randint(1, 99)}@{rng.choice(('gmail.com', 'outlook.com'))}"
        w.add("You can reach me at ")
        w.add(mail, "email")
        w.add(". ")
    if rng.random() < 0.2:
        w.add("My portfolio is at ")
        w.add(f"https://www.{first.lower()}{last.lower()}.com/projects", "url")
        w.add(". ")
    if form != 1 and rng.random() < 0.3:
        w.add("Student ID: ")
        w.add(f"{rng.choice(('', 'S', 'ID-'))}{rng.randint(1000000, 9999999)}", "other_nr_seq")
        w.add("\n")
    if rng.random() < 0.6:
        w.add(rng.choice(("Best regards,\n", "Regards,\n", "Thank you for reading.\n", "– ")))
        w.name(first, last if rng.random() < 0.7 else None, True)
        w.add("\n")
    return w.text(), w.gold


def essays(n: int, seed: int = 15, part: str = "train") -> Iterator[tuple[Essay, list[Span]]]:
    """``n`` synthetic essays and their gold spans (module docstring); the same seed gives the same essays."""
    if part not in ("train", "heldout"):
        raise ValueError(f"part is 'train' or 'heldout', not {part!r}")
    rng = random.Random(f"{seed}:{part}")
    pools = _pools(part)
    for k in range(n):
        text, gold = _essay(k, rng, pools)
        yield Essay(f"syn-{part}-{k:04d}", f"syn-{part}-{k:04d}", text, "en"), gold
