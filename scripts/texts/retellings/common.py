"""Helpers shared by the retelling modules."""
import re

SADHANA_RETELLING = {
    "title": "Sadhana's retelling",
    "by": "Sadhana contributors",
    "url": "",
    "licence": "CC BY 4.0",
    "note": "Retold for this app from the traditional story; not a translation of the text",
}


def P(text: str) -> str:
    """Paragraphs separated by blank lines; line breaks inside a paragraph become spaces."""
    paragraphs = [re.sub(r"\s+", " ", p).strip() for p in re.split(r"\n\s*\n", text.strip())]
    return "\n\n".join(p for p in paragraphs if p)


def S(text: str) -> str:
    """One paragraph."""
    return re.sub(r"\s+", " ", text).strip()


def unit(ref: str, kind: str, title: str, retelling: str, explanation: str) -> dict:
    return {"ref": ref, "kind": kind, "title": S(title), "retelling": P(retelling), "explanation": S(explanation)}
