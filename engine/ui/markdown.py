"""A small Markdown renderer for the rules reference: headings, paragraphs,
bullet and numbered lists, tables, block quotes, rules and code blocks; in paragraphs, lists
and quotes, **bold**, *italic* and `code` keep their look within a wrapped line."""

from __future__ import annotations

import re

import pygame

from engine.ui import theme
from engine.ui.theme import px

_LINK = re.compile(r"\[([^\]]+)\]\([^)]*\)")
#: Emphasis kept as runs of their own style: **bold** (or __bold__), *italic*, `code`.
_EMPHASIS = re.compile(r"\*\*(.+?)\*\*|__(.+?)__|(?<![\w*])\*([^*\n]+?)\*(?![\w*])|`([^`]+)`")
_BOLD = {"sans": "bold", "italic": "bolditalic"}
_ITALIC = {"sans": "italic", "bold": "bolditalic"}


def runs(s: str, style: str = "sans") -> list[tuple[str, str]]:
    """``s`` as runs of (text, font style): the emphasis marks become styles."""
    s = _LINK.sub(r"\1", s)
    out: list[tuple[str, str]] = []
    pos = 0
    for m in _EMPHASIS.finditer(s):
        if m.start() > pos:
            out.append((s[pos:m.start()], style))
        if m.group(1) is not None or m.group(2) is not None:
            out += runs(m.group(1) if m.group(1) is not None else m.group(2), _BOLD.get(style, style))
        elif m.group(3) is not None:
            out += runs(m.group(3), _ITALIC.get(style, style))
        else:
            out.append((m.group(4), "mono"))
        pos = m.end()
    if pos < len(s):
        out.append((s[pos:], style))
    return out


def inline(s: str) -> str:
    """``s`` without its marks (headings and table cells are drawn in one style)."""
    return "".join(text for text, _ in runs(s)).strip()


def wrap_runs(parts: list[tuple[str, str]], width: int, size: float) -> list[list[tuple[int, str, str]]]:
    """Runs broken into lines no wider than ``width``: each line a list of (x, text, style); a
    word longer than a line is broken inside itself."""
    words: list[tuple[str, str, bool]] = []   # (word, style, a space before it)
    space = False
    for text, style in parts:
        for piece in re.split(r"( +)", text):
            if piece.startswith(" "):
                space = True
            elif piece:
                words.append((piece, style, space and bool(words)))
                space = False
    lines: list[list[tuple[str, str, bool]]] = [[]]
    x = 0
    for word, style, spaced in words:
        f = theme.font(size, style)
        for k, piece in enumerate(theme.split_word(word, width, f)):
            gap = f.size(" ")[0] if spaced and k == 0 and lines[-1] else 0
            w = f.size(piece)[0]
            if lines[-1] and x + gap + w > width:
                lines.append([])
                x, gap = 0, 0
            lines[-1].append((piece, style, gap > 0))
            x += gap + w
    return [_segments(line, size) for line in lines if line]


def _segments(line: list[tuple[str, str, bool]], size: float) -> list[tuple[int, str, str]]:
    """A line's words joined into one segment per run of a style, each at its x."""
    merged: list[list] = []
    for word, style, spaced in line:
        if merged and merged[-1][1] == style:
            merged[-1][0] += (" " if spaced else "") + word
        else:
            merged.append([word, style, spaced])
    out, x = [], 0
    for text, style, spaced in merged:
        f = theme.font(size, style)
        if spaced and out:
            x += f.size(" ")[0]
        out.append((x, text, style))
        x += f.size(text)[0]
    return out


def parse(md: str) -> list[tuple]:
    """Blocks: ("h", level, text) ("p", text) ("li", indent, bullet, text) ("table", rows)
    ("quote", text) ("hr",) ("code", text)."""
    blocks: list[tuple] = []
    lines = md.replace("\r\n", "\n").split("\n")
    i = 0
    para: list[str] = []

    def flush():
        if para:
            blocks.append(("p", " ".join(para).strip()))
            para.clear()

    while i < len(lines):
        line = lines[i]
        s = line.strip()
        if s.startswith("```"):
            flush()
            code = []
            i += 1
            while i < len(lines) and not lines[i].strip().startswith("```"):
                code.append(lines[i])
                i += 1
            blocks.append(("code", "\n".join(code)))
            i += 1
            continue
        m = re.match(r"^(#{1,6})\s+(.*)$", s)
        if m:
            flush()
            blocks.append(("h", len(m.group(1)), inline(m.group(2).rstrip("#"))))
        elif not s:
            flush()
        elif re.match(r"^(-{3,}|\*{3,}|_{3,})$", s):
            flush()
            blocks.append(("hr",))
        elif s.startswith("|"):
            flush()
            rows = []
            while i < len(lines) and lines[i].strip().startswith("|"):
                cells = [c.strip() for c in lines[i].strip().strip("|").split("|")]
                if not all(re.match(r"^:?-{2,}:?$", c) for c in cells if c):
                    rows.append([inline(c) for c in cells])
                i += 1
            blocks.append(("table", rows))
            continue
        elif re.match(r"^\s*([-*+]|\d+[.)])\s+", line):
            flush()
            m = re.match(r"^(\s*)([-*+]|\d+[.)])\s+(.*)$", line)
            indent = len(m.group(1).replace("\t", "    ")) // 2
            bullet = "•" if m.group(2) in "-*+" else m.group(2)
            text = m.group(3)
            while i + 1 < len(lines) and lines[i + 1].strip() and lines[i + 1].startswith("  ") \
                    and not re.match(r"^\s*([-*+]|\d+[.)])\s+", lines[i + 1]):
                i += 1
                text += " " + lines[i].strip()
            blocks.append(("li", indent, bullet, text.strip()))
        elif s.startswith(">"):
            flush()
            blocks.append(("quote", s.lstrip("> ").strip()))
        else:
            para.append(s)
        i += 1
    flush()
    return blocks


class MarkdownView:
    """Lays out parsed blocks at a width and draws them with a scroll offset."""

    BODY = 18

    def __init__(self, md: str):
        self.blocks = parse(md)
        self.ops: list[tuple] = []
        self.height = 0
        self.width = 0
        self.headings: list[tuple[str, int]] = []

    def layout(self, width: int) -> None:
        self.width = width
        ops = []
        heads = []
        y = 0
        lh = lambda size: int(theme.font(size).get_linesize() * 1.18)
        for b in self.blocks:
            kind = b[0]
            if kind == "h":
                size = {1: 34, 2: 26, 3: 21}.get(b[1], 19)
                y += px(18 if b[1] <= 2 else 10)
                if b[1] <= 2:
                    heads.append((b[2], y))
                for line in theme.wrap(b[2], width, size, "serifbold"):
                    ops.append(("text", line, 0, y, size, theme.ACCENT if b[1] <= 2 else theme.INK, "serifbold"))
                    y += lh(size)
                if b[1] <= 2:
                    ops.append(("line", y, theme.PANEL_HI))
                    y += px(8)
                y += px(4)
            elif kind == "p":
                y = self._rich(ops, b[1], 0, y, width, theme.INK)
                y += px(10)
            elif kind == "quote":
                top = y
                y = self._rich(ops, b[1], px(20), y, width - px(24), theme.INK_DIM)
                ops.append(("bar", top, y))
                y += px(10)
            elif kind == "li":
                ind = px(22) + b[1] * px(24)
                ops.append(("text", b[2], ind - px(18), y, self.BODY, theme.ACCENT, "bold"))
                at = ind + (px(8) if len(b[2]) > 1 else 0)
                y = self._rich(ops, b[3], at, y, width - at, theme.INK)
                y += px(4)
            elif kind == "hr":
                y += px(8)
                ops.append(("line", y, theme.PANEL_HI))
                y += px(12)
            elif kind == "code":
                top = y
                y += px(8)
                for line in b[1].split("\n"):
                    ops.append(("text", line or " ", px(14), y, 16, theme.INK, "mono"))
                    y += lh(16)
                ops.insert(len(ops) - len(b[1].split("\n")), ("box", top, y + px(8)))
                y += px(18)
            elif kind == "table":
                rows = b[1]
                if not rows:
                    continue
                ncol = max(len(r) for r in rows)
                size = 16
                f, fb = theme.font(size), theme.font(size, "bold")
                natural = [max(((fb if ri == 0 else f).size(r[c])[0] if c < len(r) else 0)
                               for ri, r in enumerate(rows)) + px(20) for c in range(ncol)]
                total = sum(natural)
                if total > width:
                    # shrink the widest columns first, wrapping their text
                    cols = [max(px(70), int(n * width / total)) for n in natural]
                else:
                    cols = natural
                y += px(6)
                for ri, r in enumerate(rows):
                    cells = [theme.wrap(r[c] if c < len(r) else "", cols[c] - px(16), size,
                                        "bold" if ri == 0 else "sans") for c in range(ncol)]
                    h = max(len(c) for c in cells) * lh(size) + px(10)
                    ops.append(("row", y, h, sum(cols), ri))
                    x = 0
                    for c in range(ncol):
                        for k, line in enumerate(cells[c]):
                            ops.append(("text", line, x + px(8), y + px(5) + k * lh(size), size,
                                        theme.ACCENT if ri == 0 else theme.INK, "bold" if ri == 0 else "sans"))
                        x += cols[c]
                    y += h
                y += px(14)
        self.ops, self.height, self.headings = ops, y, heads

    def _rich(self, ops: list, text: str, x: int, y: int, width: int, colour) -> int:
        """Body text with its bold and italic runs, wrapped to ``width`` at ``x``; the y after it."""
        step = int(theme.font(self.BODY).get_linesize() * 1.18)
        for line in wrap_runs(runs(text), width, self.BODY):
            for dx, words, style in line:
                ops.append(("text", words, x + dx, y, self.BODY, colour, style))
            y += step
        return y

    def draw(self, surf: pygame.Surface, rect: pygame.Rect, scroll: int) -> None:
        clip = surf.get_clip()
        surf.set_clip(rect)
        x0, y0 = rect.left, rect.top - scroll
        for op in self.ops:
            k = op[0]
            if k == "text":
                _, s, x, y, size, col, style = op
                if rect.top - px(60) < y0 + y < rect.bottom:
                    surf.blit(theme.text(s, size, col, style), (x0 + x, y0 + y))
            elif k == "line":
                pygame.draw.line(surf, op[2], (x0, y0 + op[1]), (x0 + self.width, y0 + op[1]), max(1, px(1)))
            elif k == "bar":
                pygame.draw.rect(surf, theme.ACCENT_DARK, (x0 + px(4), y0 + op[1], px(4), op[2] - op[1]))
            elif k == "box":
                pygame.draw.rect(surf, (20, 22, 28), (x0, y0 + op[1], self.width, op[2] - op[1]), border_radius=px(6))
            elif k == "row":
                _, y, h, w, ri = op
                col = theme.PANEL_HI if ri == 0 else (theme.PANEL if ri % 2 else theme.BG2)
                pygame.draw.rect(surf, col, (x0, y0 + y, w, h))
        surf.set_clip(clip)
