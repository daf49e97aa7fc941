// Guards the content answers a site keeps parsed for a revision (issue 44, ADR 0039): read once
// within a revision, read afresh for a new one, never kept for an older one or when the read
// fails, and never more than the limit.
import { describe, expect, it, vi } from "vitest";
import { createRevisionAnswers } from "./revision-answers";

const reader = () => {
  let reads = 0;
  const read = vi.fn(async () => ({ read: ++reads }));
  return read;
};

describe("content answers kept for a revision", () => {
  it("reads an answer once within a revision and gives every render the same one", async () => {
    const answerAt = createRevisionAnswers();
    const read = reader();
    const first = await answerAt(7, "font geist", read);
    expect(await answerAt(7, "font geist", read)).toBe(first);
    expect(read).toHaveBeenCalledTimes(1);
    expect(await answerAt(7, "font inter", read)).toEqual({ read: 2 });
  });

  it("reads afresh for a new revision, and keeps nothing for an older one", async () => {
    const answerAt = createRevisionAnswers();
    const read = reader();
    await answerAt(7, "font geist", read);
    expect(await answerAt(8, "font geist", read)).toEqual({ read: 2 });
    // A render that began before revision 8 arrived reads, and keeps nothing.
    expect(await answerAt(7, "font geist", read)).toEqual({ read: 3 });
    expect(await answerAt(8, "font geist", read)).toEqual({ read: 2 });
  });

  it("does not keep a failed read: the next render tries again", async () => {
    const answerAt = createRevisionAnswers();
    const failing = vi.fn(async () => {
      throw new Error("content service unreachable");
    });
    await expect(answerAt(7, "font geist", failing)).rejects.toThrow("unreachable");
    expect(await answerAt(7, "font geist", async () => "answered")).toBe("answered");
  });

  it("keeps at most the limit, letting the oldest go first", async () => {
    const answerAt = createRevisionAnswers(2);
    const read = reader();
    await answerAt(7, "a", read);
    await answerAt(7, "b", read);
    await answerAt(7, "c", read);
    expect(await answerAt(7, "c", read)).toEqual({ read: 3 });
    expect(await answerAt(7, "b", read)).toEqual({ read: 2 });
    expect(await answerAt(7, "a", read)).toEqual({ read: 4 });
    expect(read).toHaveBeenCalledTimes(4);
  });
});
