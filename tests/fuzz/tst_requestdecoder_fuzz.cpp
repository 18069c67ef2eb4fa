// The sandbox's request decoder under malformed input: the committed corpus (percent-encodings,
// bracket keys, nesting depth, huge counts, mixed encodings, NUL bytes, multipart) and a
// deterministic generated set (seeded PRNG) each get a documented refusal with a message or a
// decoded object within bounds, and the same answer twice (decoderViolation). Built into the unit
// label, so the sanitizer stage runs it under ASan and UBSan.
#include "requestdecoderinvariants.h"

#include <QDir>
#include <QFile>
#include <QSet>
#include <QTest>

#include <random>

using namespace Qt::StringLiterals;
using dd::fuzz::DecoderInput;

namespace {
constexpr int GeneratedCases = 5000;

// Pieces the generator joins: names, bracket segments and values that the public clients send,
// and the ways they go wrong.
const QByteArrayList Names{"integration_key", "hash", "payment", "bank_info", "request_body", "a", "", "%5B",
                           "[", "]", "amount", "merchant_payment_code", "%00", "n%C3%A9", "%FF", "card"};
const QByteArrayList Segments{"[b]", "[]", "[0]", "[1]", "[card]", "[", "]", "[[", "[a]x", "%5Bx%5D", "[%00]"};
const QByteArrayList Values{"", "x", "4111111111111111", "%", "%2", "%zz", "%41", "%C3%A9", "%FF%FE", "+", "%2B",
                            "{", "%7B%7D", "%7B%22hash%22%3A%22x%22%7D", "true", "10.00", "a=b", QByteArray(1, '\0'),
                            QByteArray(300, 'v')};
// What a well-behaved client sends, so that a good share of the cases get past the refusals.
const QByteArrayList CleanNames{"integration_key", "hash", "amount", "merchant_payment_code", "country", "card"};
const QByteArrayList CleanSegments{"[b]", "[card]", "[card_number]"};
const QByteArrayList CleanValues{"x", "4111111111111111", "%41", "Jos%C3%A9", "Jose+Silva", "true", "10.00", "a%3Db"};
const QByteArrayList ContentTypes{"", "application/x-www-form-urlencoded", "application/json", "text/plain",
                                  "multipart/form-data; boundary=zz", "multipart/form-data",
                                  "application/x-www-form-urlencoded; charset=utf-8"};

class Generator
{
public:
    explicit Generator(std::uint32_t seed) : m_random(seed) {}

    DecoderInput next()
    {
        m_clean = below(3) != 0;
        DecoderInput input;
        input.contentType = pick(ContentTypes);
        input.query = below(3) == 0 ? QByteArray() : formText(below(4) == 0 ? 1200 : 12);
        switch (below(4)) {
        case 0: input.body = formText(below(5) == 0 ? 1100 : 20); break;
        case 1: input.body = multipartText(); break;
        case 2: input.body = jsonText(); break;
        default: break;
        }
        if (!m_clean && below(3) == 0 && !input.body.isEmpty())   // a bit flipped somewhere
            input.body[below(std::uint32_t(input.body.size()))] ^= char(1 << below(8));
        return input;
    }

private:
    std::uint32_t below(std::uint32_t bound) { return std::uniform_int_distribution<std::uint32_t>(0, bound - 1)(m_random); }
    const QByteArray &pick(const QByteArrayList &from) { return from.at(below(std::uint32_t(from.size()))); }

    QByteArray fieldName()
    {
        QByteArray name = pick(m_clean ? CleanNames : Names);
        const std::uint32_t depth = m_clean ? below(3) : below(4) == 0 ? below(12) : below(3);
        for (std::uint32_t level = 0; level < depth; ++level)
            name += pick(m_clean ? CleanSegments : Segments);
        return name;
    }

    const QByteArray &value() { return pick(m_clean ? CleanValues : Values); }

    QByteArray formText(std::uint32_t maxFields)
    {
        QByteArrayList pairs;
        const std::uint32_t count = below(m_clean ? 3 : maxFields) + 1;
        for (std::uint32_t at = 0; at < count; ++at)
            pairs.append(below(8) == 0 ? fieldName() : fieldName() + '=' + value());
        return pairs.join('&');
    }

    QByteArray multipartText()
    {
        QByteArray body = below(4) == 0 ? QByteArray("preamble\r\n") : QByteArray();
        const std::uint32_t parts = below(6);
        for (std::uint32_t at = 0; at < parts; ++at) {
            body += "--zz\r\n";
            if (m_clean || below(6) != 0)
                body += "Content-Disposition: form-data; name=\"" + fieldName() + '"';
            if (!m_clean && below(8) == 0)
                body += "; filename=\"f.txt\"";
            body += "\r\n\r\n" + value() + "\r\n";
        }
        if (m_clean || below(5) != 0)
            body += "--zz--\r\n";
        return body;
    }

    QByteArray jsonText()
    {
        QByteArray text = "{\"" + pick(Names) + "\":";
        const std::uint32_t depth = below(6);
        for (std::uint32_t level = 0; level < depth; ++level)
            text += m_clean || below(2) == 0 ? "{\"k\":" : "[";
        text += '"' + value() + '"';
        for (std::uint32_t level = 0; level < depth && (m_clean || below(12) != 0); ++level)
            text += '}';
        return text + (!m_clean && below(6) == 0 ? "" : "}");
    }

    std::mt19937 m_random;
    bool m_clean = true;
};
} // namespace

class TestRequestDecoderFuzz : public QObject
{
    Q_OBJECT
private slots:
    void corpus_data();
    void corpus();
    void corpusReachesEveryRefusal();
    void generatedCases();
};

void TestRequestDecoderFuzz::corpus_data()
{
    QTest::addColumn<QByteArray>("bytes");
    const QFileInfoList files =
        QDir(QStringLiteral(DIRECTDESK_TEST_DATA_DIR "/corpus/request_decoder")).entryInfoList(QDir::Files, QDir::Name);
    QVERIFY(files.size() >= 40);
    for (const QFileInfo &info : files) {
        QFile file(info.filePath());
        QVERIFY(file.open(QIODevice::ReadOnly));
        QTest::newRow(qPrintable(info.fileName())) << file.readAll();
    }
}

void TestRequestDecoderFuzz::corpus()
{
    QFETCH(QByteArray, bytes);
    const std::optional<QString> violation = dd::fuzz::decoderViolation(DecoderInput::fromBytes(bytes));
    QVERIFY2(!violation, qPrintable(violation.value_or(QString())));
}

// The corpus is only worth replaying if it reaches every refusal and the decoded path too.
void TestRequestDecoderFuzz::corpusReachesEveryRefusal()
{
    QSet<QByteArray> outcomes;
    const QFileInfoList files =
        QDir(QStringLiteral(DIRECTDESK_TEST_DATA_DIR "/corpus/request_decoder")).entryInfoList(QDir::Files);
    for (const QFileInfo &info : files) {
        QFile file(info.filePath());
        QVERIFY(file.open(QIODevice::ReadOnly));
        const DecoderInput input = DecoderInput::fromBytes(file.readAll());
        const auto decoded = dd::sandbox::decodeGatewayRequest({input.contentType, input.body, input.query});
        outcomes.insert(decoded.ok() ? QByteArray("decoded") : decoded.failure().code);
    }
    for (const char *expected : {"decoded", "BP-SA-2", "BP-SA-3", "BP-SA-6", "BP-SA-7", "BP-SA-8", "BP-SA-9", "BP-SA-10"})
        QVERIFY2(outcomes.contains(expected), expected);
}

void TestRequestDecoderFuzz::generatedCases()
{
    Generator generator(20261126);
    int decoded = 0;
    int refused = 0;
    for (int at = 0; at < GeneratedCases; ++at) {
        const DecoderInput input = generator.next();
        const std::optional<QString> violation = dd::fuzz::decoderViolation(input);
        // The failing input, escaped, so it can be added to the corpus as it is.
        if (violation)
            QFAIL(qPrintable(u"case %1: %2; input %3"_s.arg(at).arg(*violation, QString::fromLatin1(input.toBytes().toPercentEncoding()))));
        const auto outcome = dd::sandbox::decodeGatewayRequest({input.contentType, input.body, input.query});
        ++(outcome.ok() ? decoded : refused);
    }
    // A generator that only ever produced refusals (or only clean input) would test little.
    QVERIFY2(decoded >= GeneratedCases / 20, qPrintable(u"%1 decoded"_s.arg(decoded)));
    QVERIFY2(refused >= GeneratedCases / 20, qPrintable(u"%1 refused"_s.arg(refused)));
}

QTEST_GUILESS_MAIN(TestRequestDecoderFuzz)
#include "tst_requestdecoder_fuzz.moc"
