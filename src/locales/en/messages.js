/*eslint-disable*/ module.exports = {
  messages: JSON.parse(
    '{"On":["On"],"Sign in":["Sign in"],"hello.id":["Hello"],"{count, plural, one {# item} other {# items}}":[["count","plural",{"one":["#"," item"],"other":["#"," items"]}]]}',
  ),
};
