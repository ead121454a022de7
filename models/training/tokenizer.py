"""The embedding model's tokenizer, the same function as models/src/tokenizer.ts (see its comments).

tokenizer.test.ts runs this file on models/tokenizer-golden.json and compares the ids with the TypeScript's.
"""
import json
import os
import re

CHUNK = re.compile(r"[a-z0-9./#+_-]+")
WORD = re.compile(r"[a-z0-9]+")
RUN = re.compile(r"[a-z]+|[0-9]+")
UPPER = re.compile(r"[A-Z]")
DIGIT = re.compile(r"[0-9]")


def fnv1a(text):
    value = 0x811C9DC5
    for char in text:
        value ^= ord(char) & 0xFF
        value = (value * 0x01000193) & 0xFFFFFFFF
    return value


def text_tokens(text):
    lower = UPPER.sub(lambda match: match.group(0).lower(), text)
    tokens = []
    for chunk in CHUNK.findall(lower):
        words = WORD.findall(chunk)
        if len(words) > 1 and DIGIT.search(chunk):
            tokens.append("w:" + "".join(words))
        for word in words:
            tokens.append("w:" + word)
            runs = RUN.findall(word)
            if len(runs) > 1:
                tokens.extend("w:" + run for run in runs)
            if len(word) >= 2:
                padded = "<" + word + ">"
                tokens.extend("c:" + padded[i : i + 3] for i in range(len(padded) - 2))
    return tokens


def tokenize(text, buckets, max_tokens):
    seen = set()
    ids = []
    for token in text_tokens(text):
        if token in seen:
            continue
        seen.add(token)
        ids.append(1 + fnv1a(token) % (buckets - 1))
        if len(ids) >= max_tokens:
            break
    return ids


GOLDEN_TEXTS = [
    "WTB: 20x 875490-B21 HPE 960GB SATA MU SFF SSD",
    "960 GB solid state drives for ProLiant Gen10 - 40 pcs, refurbished",
    "WTS 875490B21 hpe 960gb  g10 ssd",
    "Cisco C9300-48P-E Catalyst 9300 48-port PoE+ NEW/REF x5",
    "Dell PowerEdge R740 2x Xeon Gold 6130 256GB RAM, H730P, 8x 2.5\" (EMEA_VP)",
    "Apple iPhone 13 256GB Starlight MLQ63ZD/A Grade A",
    "Müller GmbH: Straße 12, tel +49 (0)30 1234-567 \u00e9t\u00e9 \u2013 \u00bd",
    "",
    "a",
    "A" * 40 + " " + " ".join("w%d" % i for i in range(300)),
]

if __name__ == "__main__":
    # Writes models/tokenizer-golden.json: the ids this tokenizer gives to GOLDEN_TEXTS, for tokenizer.test.ts.
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "..", "tokenizer.json")) as file:
        config = json.load(file)
    rows = [{"text": text, "ids": tokenize(text, config["buckets"], config["maxTokens"])} for text in GOLDEN_TEXTS]
    with open(os.path.join(here, "..", "tokenizer-golden.json"), "w") as file:
        json.dump(rows, file)
        file.write("\n")
