package mlir

import (
	"errors"
	"runtime"
	"sync/atomic"
)

// Parallel verification of large regions. The ops of a region holding many ops
// (a long function body) are verified by chunks of blocks on GOMAXPROCS
// goroutines, by verifiers in probe mode: they only find out whether a chunk has
// an error, without building diagnostics (whose "see current operation" note
// numbers the values of the whole IR). When a chunk fails, the region is verified
// again sequentially, so the error reported is the sequential verifier's.

// errProbe is what a probing verifier returns for any failure.
var errProbe = errors.New("mlir: verification failed")

// parallelVerifies counts the regions verified in parallel without error (for tests).
var parallelVerifies atomic.Int64

// parallelBlocks splits the blocks of r into chunks of about equal numbers of ops
// for parallel work; nil when r is too small, parallelism is unavailable, or v
// is already a probe.
func (v *verifier) parallelBlocks(r *Region) [][]*Block {
	workers := runtime.GOMAXPROCS(0)
	total, large := largeRegion(r, workers)
	if v.probe || !large {
		return nil
	}
	n := workers * 4
	per := total/n + 1
	var chunks [][]*Block
	start, count := 0, 0
	for i, b := range r.Blocks {
		count += len(b.Ops)
		if count >= per || i == len(r.Blocks)-1 {
			chunks = append(chunks, r.Blocks[start:i+1])
			start, count = i+1, 0
		}
	}
	return chunks
}

// probeParallel runs check on every block of chunks with probing verifiers, in
// parallel, and reports whether all passed.
func (v *verifier) probeParallel(chunks [][]*Block, check func(pv *verifier, b *Block) error) bool {
	var failed atomic.Bool
	runParallel(len(chunks), runtime.GOMAXPROCS(0), func(i int) {
		pv := &verifier{src: v.src, ctx: v.ctx, probe: true}
		for _, b := range chunks[i] {
			if failed.Load() {
				return
			}
			if err := check(pv, b); err != nil {
				failed.Store(true)
				return
			}
		}
	})
	return !failed.Load()
}

// probeRegions probes the large regions of op, each in one parallel pass over its
// blocks, for what verifyRegionOps, the symbol uses and the dominance checks
// (verify_order.go; dominance in r when op's regions are SSA-CFG regions) would
// find there: one pass reads each op once rather than several times. Regions
// that pass are recorded in v.probed and those steps skip them; the others are
// verified sequentially, so the error reported is the sequential verifier's.
func (v *verifier) probeRegions(op *Operation) {
	for _, r := range op.Regions {
		var dom *domInfo
		ssa := op.Def != nil && !op.Def.Has(GraphRegion)
		var ok bool
		if chunks := v.parallelBlocks(r); chunks != nil {
			if ssa {
				dom = computeDominators(r)
			}
			ok = v.probeParallel(chunks, func(pv *verifier, b *Block) error {
				if dom != nil {
					if err := pv.checkBlockOperands(b, dom, r); err != nil {
						return err
					}
				}
				if err := pv.verifyBlockOps(b); err != nil {
					return err
				}
				return pv.nestedDominance(b)
			})
		} else if ops := v.parallelOps(r); ops != nil {
			// One block of many ops with regions (the functions of a module):
			// dominance in the block, then the ops, one per task.
			if ssa {
				dom = computeDominators(r)
			}
			ok = dom == nil || (&verifier{src: v.src, ctx: v.ctx, probe: true}).checkBlockOperands(r.Blocks[0], dom, r) == nil
			if ok {
				ok = v.probeParallelOps(ops)
			}
		} else {
			continue
		}
		if v.probed == nil {
			v.probed = map[*Region]bool{}
		}
		v.probed[r] = ok
		if ok {
			parallelVerifies.Add(1)
		}
	}
}

// parallelOps returns the ops of r's block when r is one block holding ops with
// regions enough to verify on several goroutines, else nil.
func (v *verifier) parallelOps(r *Region) []*Operation {
	if v.probe || len(r.Blocks) != 1 || !manyRegionOps(r.Blocks[0].Ops, runtime.GOMAXPROCS(0)) {
		return nil
	}
	return r.Blocks[0].Ops
}

// probeParallelOps verifies ops with probing verifiers, one op per task, and
// reports whether all passed.
func (v *verifier) probeParallelOps(ops []*Operation) bool {
	var failed atomic.Bool
	runParallel(len(ops), runtime.GOMAXPROCS(0), func(i int) {
		pv := &verifier{src: v.src, ctx: v.ctx, probe: true}
		if !failed.Load() && (pv.verifyOp(ops[i]) != nil || pv.nestedDominanceOf(ops[i]) != nil) {
			failed.Store(true)
		}
	})
	return !failed.Load()
}

// checkBlockOperands checks the operands of the ops of b, a block of r, for
// dominance.
func (v *verifier) checkBlockOperands(b *Block, dom *domInfo, r *Region) error {
	order := newOpOrder(b)
	for _, op := range b.Ops {
		if err := v.checkOperands(op, op, b, order, dom, r); err != nil {
			return err
		}
	}
	return nil
}
