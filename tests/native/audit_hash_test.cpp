#include <catch2/catch.hpp>

#include "audit/audit_hash.h"

using namespace sg;

namespace {

const std::vector<AuditMessage> kConversation = {{"user", "申請書を\u3000確認して\r\nください。"},
                                                 {"assistant", "はい、\t確認します。"}};

}  // namespace

TEST_CASE("A2 the hash is SHA-256 of salt + normalised text, in lowercase hex") {
    // Reference: hashlib.sha256(("pepper" + "user:申請書を 確認して ください。 assistant:はい、 確認します。 ")
    //            .encode()).hexdigest()
    const AuditHash r = audit_hash(kConversation, std::string_view("pepper"));
    REQUIRE(r.hash.has_value());
    CHECK(*r.hash == "700e734b0d180fef22a677f2fb66119a72d93aa7e8427f5602951f76e0204b63");
    CHECK(r.reason.empty());
}

TEST_CASE("A2 another salt gives another hash") {
    const AuditHash r = audit_hash(kConversation, std::string_view("salt2"));
    CHECK(r.hash == "8f824e3fa909eace16aa12f907f27bea08e47a8b5e5dfd846cb3e32b365b8be1");
}

TEST_CASE("A2 conversations that differ only in whitespace hash alike") {
    const std::vector<AuditMessage> respaced = {{"user", "申請書を 確認して ください。"},
                                                {"assistant", "はい、 確認します。"}};
    CHECK(audit_hash(respaced, std::string_view("pepper")).hash == audit_hash(kConversation, std::string_view("pepper")).hash);
}

TEST_CASE("A2 no salt or an empty salt disables hashing, with the reason") {
    for (const std::optional<std::string_view> salt : {std::optional<std::string_view>{}, std::optional<std::string_view>{""}}) {
        const AuditHash r = audit_hash(kConversation, salt);
        CHECK_FALSE(r.hash.has_value());
        CHECK(r.reason ==
              "audit hashing is disabled: no salt is set (AI_AUDIT_SALT); an unsalted hash of a short conversation "
              "can be reversed by hashing guesses, so none is made");
    }
}
