extension CharactersPage {
    /// The operation whose response the fixture is: it selects exactly the page's shape,
    /// in the page's key order.
    static let query = """
        query CharactersPage($page: Int) {
          characters(page: $page) {
            info {
              count
              pages
              next
              prev
            }
            results {
              id
              name
              status
              species
              type
              gender
              image
              created
              origin {
                id
                name
                dimension
              }
              location {
                id
                name
                dimension
              }
              episode {
                id
                name
                air_date
                episode
                characters {
                  id
                  name
                  status
                  species
                  image
                }
              }
            }
          }
        }
        """

    /// The variables the fixture answers.
    static let variables: [String: Int] = ["page": 1]
}
