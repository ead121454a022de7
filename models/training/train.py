"""Trains the broadcast embedding model and exports it to ONNX (run by `npm run models:train`).

Model: a hashed-token Embedding, the masked mean of a text's token vectors, a small linear projection and
L2 normalisation. Objective: InfoNCE with in-batch negatives, symmetric, a WTB and the WTS of the same goods
as the positive pair; half of each batch comes from a few kinds of goods (same manufacturer and product
word), so the negatives include near misses (960GB against 1.92TB of the same SSD family).

Reads the binary files of models/src/training/generate.ts; writes model.onnx, embedding-golden.json and
training.json (the run's figures, for the model card) into --out.
"""
import argparse
import json
import os
import sys
import time

import numpy as np
import torch
from torch import nn

sys.path.insert(0, os.path.dirname(__file__))
from tokenizer import tokenize  # noqa: E402


class Encoder(nn.Module):
    def __init__(self, buckets, dim):
        super().__init__()
        self.embedding = nn.Embedding(buckets, dim, padding_idx=0)
        nn.init.normal_(self.embedding.weight, std=0.1)
        with torch.no_grad():
            self.embedding.weight[0].zero_()
        self.projection = nn.Linear(dim, dim, bias=False)
        nn.init.eye_(self.projection.weight)

    def forward(self, ids, mask):
        vectors = self.embedding(ids) * mask.unsqueeze(-1)
        mean = vectors.sum(1) / mask.sum(1, keepdim=True).clamp(min=1.0)
        out = self.projection(mean)
        return out / out.norm(dim=1, keepdim=True).clamp(min=1e-6)


def load(data):
    ids = np.fromfile(os.path.join(data, "ids.u16"), dtype=np.uint16).astype(np.int64)
    offsets = np.fromfile(os.path.join(data, "offsets.u32"), dtype=np.uint32).astype(np.int64)
    groups = np.fromfile(os.path.join(data, "groups.u32"), dtype=np.uint32)
    return ids, offsets, groups


def batch_tensors(ids, offsets, texts):
    lengths = [max(1, offsets[t + 1] - offsets[t]) for t in texts]
    width = max(lengths)
    out = np.zeros((len(texts), width), dtype=np.int64)
    mask = np.zeros((len(texts), width), dtype=np.float32)
    for row, t in enumerate(texts):
        piece = ids[offsets[t] : offsets[t + 1]]
        out[row, : len(piece)] = piece
        mask[row, : len(piece)] = 1.0
    return torch.from_numpy(out), torch.from_numpy(mask)


def compose_batch(rng, pairs, by_group, size):
    """Half random pairs, half from size // 32 kinds of goods, 16 pairs each."""
    chosen = list(rng.choice(pairs, size // 2, replace=False))
    kinds = [g for g in by_group if len(by_group[g]) >= 16]
    for g in rng.choice(len(kinds), size // 32, replace=False):
        chosen.extend(rng.choice(by_group[kinds[g]], 16, replace=False))
    return np.unique(np.array(chosen))


def recall_at_10(model, ids, offsets, pairs):
    with torch.no_grad():
        a = model(*batch_tensors(ids, offsets, [2 * p for p in pairs]))
        b = model(*batch_tensors(ids, offsets, [2 * p + 1 for p in pairs]))
        ranks = (a @ b.T).argsort(dim=1, descending=True)[:, :10]
        hits = (ranks == torch.arange(len(pairs)).unsqueeze(1)).any(dim=1)
    return float(hits.float().mean())


def export(model, out, buckets, max_tokens):
    path = os.path.join(out, "model.onnx")
    ids = torch.randint(1, buckets, (2, 12))
    mask = torch.ones(2, 12)
    torch.onnx.export(
        model,
        (ids, mask),
        path,
        input_names=["input_ids", "attention_mask"],
        output_names=["embedding"],
        dynamic_axes={"input_ids": {0: "batch", 1: "tokens"}, "attention_mask": {0: "batch", 1: "tokens"}, "embedding": {0: "batch"}},
        opset_version=13,
        do_constant_folding=True,
    )
    halve_embedding(path)


def halve_embedding(path):
    """Stores the embedding table as float16 (half the file) and casts the gathered rows back to float32."""
    import onnx
    from onnx import TensorProto, helper, numpy_helper

    graph_model = onnx.load(path)
    graph = graph_model.graph
    gather = next(node for node in graph.node if node.op_type == "Gather")
    table = next(init for init in graph.initializer if init.name == gather.input[0])
    halves = numpy_helper.from_array(numpy_helper.to_array(table).astype(np.float16), table.name)
    table.CopyFrom(halves)
    gathered = gather.output[0]
    gather.output[0] = gathered + "_half"
    cast = helper.make_node("Cast", [gathered + "_half"], [gathered], to=TensorProto.FLOAT, name="embedding_to_float")
    position = list(graph.node).index(gather) + 1
    graph.node.insert(position, cast)
    onnx.checker.check_model(graph_model)
    onnx.save(graph_model, path)


GOLDEN_TEXTS = [
    "WTB: 20x 875490-B21 HPE 960GB SATA MU SFF SSD",
    "WTS 960 GB solid state drives for ProLiant Gen10, refurbished, 40 pcs",
    "Looking for Cisco C9300-48P-E switches, new or ref",
    "",
]


def write_golden(model, out, buckets, max_tokens):
    """Embeddings of a few texts by PyTorch with the float16-rounded table, for the loader's test."""
    with torch.no_grad():
        model.embedding.weight.copy_(model.embedding.weight.half().float())
        rows = []
        for text in GOLDEN_TEXTS:
            ids = tokenize(text, buckets, max_tokens) or [0]
            vector = model(torch.tensor([ids]), torch.tensor([[1.0 if i else 0.0 for i in ids]]))[0]
            rows.append({"text": text, "ids": ids, "embedding": [round(float(x), 6) for x in vector]})
    with open(os.path.join(out, "embedding-golden.json"), "w") as file:
        json.dump(rows, file, indent=0)
        file.write("\n")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--data", default="models/training/data")
    parser.add_argument("--out", default="models")
    parser.add_argument("--dim", type=int, default=64)
    parser.add_argument("--batch", type=int, default=512)
    parser.add_argument("--minutes", type=float, default=6.0)
    parser.add_argument("--max-steps", type=int, default=100000)
    parser.add_argument("--temperature", type=float, default=0.05)
    parser.add_argument("--lr", type=float, default=0.01)
    parser.add_argument("--seed", type=int, default=24)
    args = parser.parse_args()
    torch.set_num_threads(1)
    torch.manual_seed(args.seed)
    rng = np.random.default_rng(args.seed)
    with open(os.path.join(args.out, "tokenizer.json")) as file:
        config = json.load(file)
    buckets, max_tokens = config["buckets"], config["maxTokens"]

    ids, offsets, groups = load(args.data)
    pairs = len(groups)
    held_out = np.arange(pairs - 2000, pairs)
    train = np.arange(0, pairs - 2000)
    by_group = {}
    for p in train:
        by_group.setdefault(int(groups[p]), []).append(p)
    by_group = {g: np.array(v) for g, v in by_group.items()}

    model = Encoder(buckets, args.dim)
    optimizer = torch.optim.Adam(model.parameters(), lr=args.lr)
    started = time.time()
    step = 0
    log = []
    while step < args.max_steps and time.time() - started < args.minutes * 60:
        chosen = compose_batch(rng, train, by_group, args.batch)
        a = model(*batch_tensors(ids, offsets, [2 * p for p in chosen]))
        b = model(*batch_tensors(ids, offsets, [2 * p + 1 for p in chosen]))
        logits = a @ b.T / args.temperature
        target = torch.arange(len(chosen))
        loss = (nn.functional.cross_entropy(logits, target) + nn.functional.cross_entropy(logits.T, target)) / 2
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        step += 1
        if step % 200 == 0:
            recall = recall_at_10(model, ids, offsets, held_out)
            log.append({"step": step, "seconds": round(time.time() - started), "loss": round(float(loss), 4), "heldOutRecallAt10": round(recall, 4)})
            print(json.dumps(log[-1]), flush=True)

    recall = recall_at_10(model, ids, offsets, held_out)
    export(model, args.out, buckets, max_tokens)
    write_golden(model, args.out, buckets, max_tokens)
    summary = {
        "pairs": int(pairs),
        "steps": step,
        "batch": args.batch,
        "dim": args.dim,
        "buckets": buckets,
        "temperature": args.temperature,
        "seconds": round(time.time() - started),
        "heldOutRecallAt10Of2000": round(recall, 4),
        "parameters": sum(p.numel() for p in model.parameters()),
        "modelBytes": os.path.getsize(os.path.join(args.out, "model.onnx")),
        "log": log,
    }
    with open(os.path.join(args.out, "training.json"), "w") as file:
        json.dump(summary, file, indent=2)
        file.write("\n")
    print(json.dumps({k: v for k, v in summary.items() if k != "log"}))


if __name__ == "__main__":
    main()
