package main

import (
	"strings"
	"testing"
)

// A section in the emitter's shape, cut down to two intrinsics.
const sampleSection = `#ifdef GET_INTRINSIC_ATTRIBUTES
static AttributeSet getIntrinsicArgAttributeSet(LLVMContext &C, unsigned ID,
                                                Type *ArgType) {
  unsigned BitWidth = ArgType->getScalarSizeInBits();
  switch (ID) {
  default: llvm_unreachable("Invalid attribute set number");
  case 0:
    return AttributeSet::get(C, {
      Attribute::get(C, Attribute::ImmArg),
    });
  case 1:
    return AttributeSet::get(C, {
      Attribute::getWithCaptureInfo(C, CaptureInfo::none()),
      Attribute::get(C, Attribute::Alignment, 4),
      Attribute::get(C, Attribute::Range, ConstantRange(APInt(BitWidth, -1, /*isSigned=*/true, /*implicitTrunc=*/true), APInt(BitWidth, 2, /*isSigned=*/true, /*implicitTrunc=*/true))),
    });
  }
} // getIntrinsicArgAttributeSet

static AttributeSet getIntrinsicFnAttributeSet(LLVMContext &C, unsigned ID) {
  switch (ID) {
    default: llvm_unreachable("Invalid attribute set number");
  case 0: // llvm.a
    return AttributeSet::get(C, {
      Attribute::get(C, Attribute::NoUnwind),
      // ArgMem: ModRef, InaccessibleMem: NoModRef, ErrnoMem: NoModRef, Other: NoModRef, TargetMem0: NoModRef, TargetMem1: NoModRef
      Attribute::getWithMemoryEffects(C, MemoryEffects::createFromIntValue(3)),
    });
  }
} // getIntrinsicFnAttributeSet
static constexpr uint16_t IntrinsicsToAttributesMap[] = {
    0 << 8 | 0, // llvm.a
    127 << 8 | 1, // llvm.b
}; // IntrinsicsToAttributesMap

static constexpr ArgNoAttrIDPair ArgAttrIdTable[] = {
  /* 0 */ {1, 0}, {2, 1},
}; // ArgAttrIdTable

static constexpr ArgAttributesInfo ArgAttributesInfoTable[] = {
  {0, 2},
  {1, 1},
}; // ArgAttributesInfoTable
#endif // GET_INTRINSIC_ATTRIBUTES
`

func TestParseAttrSection(t *testing.T) {
	at, err := parseAttrSection([]byte(sampleSection))
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(at.argSets, "|"); got != "immarg|captures:none align:4 range:-1:2" {
		t.Errorf("argument sets %q", got)
	}
	if got := strings.Join(at.fnSets, "|"); got != "nounwind memory:3" {
		t.Errorf("function sets %q", got)
	}
	if got := strings.Join(at.argLists, "|"); got != "1:0 2:1|2:1" {
		t.Errorf("argument lists %q", got)
	}
	if at.byName["llvm.a"] != [2]int{0, 0} || at.byName["llvm.b"] != [2]int{-1, 1} {
		t.Errorf("rows %v", at.byName)
	}
}

// The generator refuses a shape it does not know rather than drop an
// attribute.
func TestParseAttrSectionRefusesUnknown(t *testing.T) {
	for _, bad := range []string{
		strings.Replace(sampleSection, "Attribute::get(C, Attribute::NoUnwind),", "Attribute::getWithNewThing(C, 7),", 1),
		strings.Replace(sampleSection, "    127 << 8 | 1, // llvm.b", "    9 << 8 | 1, // llvm.b", 1),
		strings.Replace(sampleSection, "  {1, 1},", "  {1, 9},", 1),
		strings.Replace(sampleSection, "#ifdef GET_INTRINSIC_ATTRIBUTES", "", 1),
	} {
		if _, err := parseAttrSection([]byte(bad)); err == nil {
			t.Errorf("accepted a malformed section:\n%s", bad)
		}
	}
}
